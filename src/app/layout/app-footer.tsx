import { Text } from '@mantine/core';
import { COMPANY_NAME } from '@/lib/config';
import classes from './layout.module.css';

/** SPEC.md section 1: the company name and the current year. */
export function AppFooter() {
  return (
    <div className={classes.footer}>
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} {COMPANY_NAME}
      </Text>
    </div>
  );
}
