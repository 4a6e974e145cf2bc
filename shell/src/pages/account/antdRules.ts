import type { FormRule } from 'antd';

/** A check from auth/authRules: a message when the value is wrong, else true. */
type Check = (value: string | undefined, form: never) => string | true;

/**
 * One of auth/authRules' react-hook-form rules as an antd Form rule: the account page keeps antd's
 * Form (it is for signed-in customers only), with the same checks and messages as the sign-in pages.
 */
export function antdRules(rule: { validate: Record<string, Check> }): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: (_rule, value: string | undefined) => {
        for (const check of Object.values(rule.validate)) {
          const result = check(value, getFieldsValue() as never);
          if (result !== true) return Promise.reject(new Error(result));
        }
        return Promise.resolve();
      },
    }),
  ];
}
