import { z } from 'zod';
import { ROLE, type User } from '@/api/contract/users';

/**
 * The Registration and Edit forms' rules (SPEC.md section 5) as zod schemas, read by
 * @mantine/form through `schemaResolver`, and the pure helpers around them. Messages are
 * SPEC.md's, verbatim.
 */
export const USER_FORM_MESSAGES = {
  username: 'Username is required!',
  password: 'Password is required!',
  confirm: 'Please confirm your password!',
  mismatch: "The passwords don't match",
  company: 'Company name is required!',
  brands: 'Brands are required!',
} as const;

export interface UserFormValues {
  login: string;
  password: string;
  confirm: string;
  brandFullName: string;
  brands: string[];
  allBrandsAccess: boolean;
  /** ROLE.admin or ROLE.user as text (a select's value); only a super admin picks it. */
  role: string;
  active: boolean;
}

const required = (message: string) => z.string().trim().min(1, message);

/** One schema for both forms: Edit shows the username read-only, the rules are the same. */
export const userFormSchema = z
  .object({
    login: required(USER_FORM_MESSAGES.username),
    password: required(USER_FORM_MESSAGES.password),
    confirm: z.string().min(1, USER_FORM_MESSAGES.confirm),
    brandFullName: required(USER_FORM_MESSAGES.company),
    brands: z.array(z.string()),
    allBrandsAccess: z.boolean(),
    role: z.string(),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.confirm !== '' && v.password !== v.confirm)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: USER_FORM_MESSAGES.mismatch });
    if (!v.allBrandsAccess && v.brands.length === 0)
      ctx.addIssue({ code: 'custom', path: ['brands'], message: USER_FORM_MESSAGES.brands });
  });

/** Registration starts empty; a super admin's role select defaults to Admin (SPEC.md 6). */
export const emptyUserForm = (): UserFormValues => ({
  login: '',
  password: '',
  confirm: '',
  brandFullName: '',
  brands: [],
  allBrandsAccess: false,
  role: String(ROLE.admin),
  active: true,
});

/** Edit starts from the user; the password is typed again (the list never holds it). */
export const userToForm = (user: User): UserFormValues => ({
  login: user.login,
  password: '',
  confirm: '',
  brandFullName: user.brandFullName,
  brands: user.allBrandsAccess ? [] : [...user.brands],
  allBrandsAccess: user.allBrandsAccess,
  role: String(user.isAdmin ? ROLE.admin : ROLE.user),
  active: user.isActive,
});

/**
 * The Brands select's text of a brand: one the user holds but the brand options no longer
 * list was archived (the server keeps it on the user), so it reads 'Name (archived)'.
 */
export const brandLabel =
  (activeBrands: readonly string[]) =>
  (brand: string): string =>
    activeBrands.includes(brand) ? brand : `${brand} (archived)`;

/** Picking every brand one by one turns All Brands on (SPEC.md section 5). */
export function brandsPatch(
  brands: readonly string[],
  allBrands: readonly string[],
): Pick<UserFormValues, 'brands' | 'allBrandsAccess'> {
  const everyBrand = allBrands.length > 0 && allBrands.every((b) => brands.includes(b));
  return everyBrand
    ? { brands: [...allBrands], allBrandsAccess: true }
    : { brands: [...brands], allBrandsAccess: false };
}

/** All Brands on selects every brand (and disables the select); off leaves the choice empty. */
export const allBrandsPatch = (
  on: boolean,
  allBrands: readonly string[],
): Pick<UserFormValues, 'brands' | 'allBrandsAccess'> =>
  on ? { brands: [...allBrands], allBrandsAccess: true } : { brands: [], allBrandsAccess: false };

/**
 * The request values of /users/register and /users/edit. `isAdmin` is sent only as a
 * super admin chose it; anyone else keeps the edited user's flag (a new user: User).
 */
export function userRequestValues(
  values: UserFormValues,
  options: { superAdmin: boolean; allBrands: readonly string[]; editing?: User },
): Record<string, string | boolean | string[]> {
  const isAdmin = options.superAdmin
    ? values.role === String(ROLE.admin)
    : (options.editing?.isAdmin ?? false);
  return {
    login: values.login.trim(),
    password: values.password,
    allBrandsAccess: values.allBrandsAccess,
    brands: values.allBrandsAccess ? [...options.allBrands] : values.brands,
    brandFullName: values.brandFullName.trim(),
    isAdmin,
    ...(options.editing ? { active: values.active } : {}),
  };
}

/** Confirm Delete: enabled only when the word 'delete' is typed (SPEC.md section 5). */
export const DELETE_CONFIRM_WORD = 'delete';
export const canConfirmDelete = (typed: string): boolean => typed.trim() === DELETE_CONFIRM_WORD;
