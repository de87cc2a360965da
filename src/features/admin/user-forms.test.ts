import { describe, expect, it } from 'vitest';
import { ROLE, type User } from '@/api/contract/users';
import {
  USER_FORM_MESSAGES,
  allBrandsPatch,
  brandLabel,
  brandsPatch,
  canConfirmDelete,
  emptyUserForm,
  userFormSchema,
  userRequestValues,
  userToForm,
  type UserFormValues,
} from './user-forms';

const BRANDS = ['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew'];

const valid: UserFormValues = {
  ...emptyUserForm(),
  login: 'jane',
  password: 'secret',
  confirm: 'secret',
  brandFullName: 'Jane Co',
  brands: ['Sunset Soda'],
};

/** The messages the schema gives, by field. */
const errors = (values: UserFormValues): Record<string, string> => {
  const result = userFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registration and edit rules (SPEC.md section 5)', () => {
  it('accepts a complete form', () => {
    expect(errors(valid)).toEqual({});
  });

  it.each([
    ['login', { login: '  ' }, USER_FORM_MESSAGES.username, 'Username is required!'],
    ['password', { password: '' }, USER_FORM_MESSAGES.password, 'Password is required!'],
    ['confirm', { confirm: '' }, USER_FORM_MESSAGES.confirm, 'Please confirm your password!'],
    ['confirm', { confirm: 'other' }, USER_FORM_MESSAGES.mismatch, "The passwords don't match"],
    ['brandFullName', { brandFullName: '' }, USER_FORM_MESSAGES.company, 'Company name is required!'],
    ['brands', { brands: [] }, USER_FORM_MESSAGES.brands, 'Brands are required!'],
  ] as const)('%s: %s gives the spec message', (field, patch, message, text) => {
    expect(message).toBe(text);
    expect(errors({ ...valid, ...patch } as UserFormValues)[field]).toBe(text);
  });

  it('needs no brands with All Brands on', () => {
    expect(errors({ ...valid, brands: [], allBrandsAccess: true })).toEqual({});
  });

  it('turns All Brands on when every brand is picked, and off otherwise', () => {
    expect(brandsPatch(BRANDS, BRANDS)).toEqual({ brands: BRANDS, allBrandsAccess: true });
    expect(brandsPatch(['Sunset Soda'], BRANDS)).toEqual({ brands: ['Sunset Soda'], allBrandsAccess: false });
    expect(allBrandsPatch(true, BRANDS)).toEqual({ brands: BRANDS, allBrandsAccess: true });
    expect(allBrandsPatch(false, BRANDS)).toEqual({ brands: [], allBrandsAccess: false });
  });

  it('sends the role only as a super admin chose it (Admin by default)', () => {
    expect(emptyUserForm().role).toBe(String(ROLE.admin));
    expect(userRequestValues(valid, { superAdmin: true, allBrands: BRANDS }).isAdmin).toBe(true);
    expect(userRequestValues(valid, { superAdmin: false, allBrands: BRANDS }).isAdmin).toBe(false);
    const all = userRequestValues(
      { ...valid, allBrandsAccess: true },
      { superAdmin: false, allBrands: BRANDS },
    );
    expect(all.brands).toEqual(BRANDS);
  });

  it('edits from the user with the active flag and an empty password', () => {
    const user = {
      login: 'm',
      brandFullName: 'Co',
      isAdmin: false,
      isSuperAdmin: false,
      isActive: false,
      allBrandsAccess: false,
      brands: ['Sunset Soda'],
      loginInfo: [],
      permissions: {},
      autoReport: null,
    } satisfies User;
    const form = userToForm(user);
    expect(form).toMatchObject({ login: 'm', password: '', active: false, role: String(ROLE.user) });
    expect(userRequestValues(form, { superAdmin: false, allBrands: BRANDS, editing: user })).toMatchObject({
      active: false,
      isAdmin: false,
    });
  });

  it('keeps an archived brand the user holds, labelled as archived, and sends it back', () => {
    const active = ['Sunset Soda', 'Golden Grove Juice'];
    const user = {
      login: 'm',
      brandFullName: 'Co',
      isAdmin: false,
      isSuperAdmin: false,
      isActive: true,
      allBrandsAccess: false,
      brands: ['Sunset Soda', 'Canyon Cold Brew'],
      loginInfo: [],
      permissions: {},
      autoReport: null,
    } satisfies User;
    const form = { ...userToForm(user), password: 'x', confirm: 'x' };
    expect(errors(form)).toEqual({});
    expect(form.brands.map(brandLabel(active))).toEqual(['Sunset Soda', 'Canyon Cold Brew (archived)']);
    expect(userRequestValues(form, { superAdmin: false, allBrands: active, editing: user }).brands).toEqual([
      'Sunset Soda',
      'Canyon Cold Brew',
    ]);
    // A new registration picks from the options, which hold active brands only.
    expect(allBrandsPatch(true, active).brands).not.toContain('Canyon Cold Brew');
  });

  it("enables Delete only for the word 'delete'", () => {
    expect(canConfirmDelete('delete')).toBe(true);
    expect(canConfirmDelete('Delete')).toBe(false);
    expect(canConfirmDelete('del')).toBe(false);
  });
});
