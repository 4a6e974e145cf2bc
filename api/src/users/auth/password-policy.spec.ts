import { COMMON_PASSWORD_MESSAGE, EMAIL_PASSWORD_MESSAGE, passwordProblem, SHOP_STAFF_PASSWORD_MESSAGE } from './password-policy.js';

describe('passwordProblem', () => {
  it('refuses the most common passwords whatever their capitals', () => {
    expect(passwordProblem('123456', 'a@b.co', 'customer')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordProblem('Password1', 'a@b.co', 'customer')).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('refuses the e-mail address (or its part before the @) as the password', () => {
    expect(passwordProblem('Stage.Hand@Example.com', 'stage.hand@example.com', 'customer')).toBe(EMAIL_PASSWORD_MESSAGE);
    expect(passwordProblem('stage.hand', 'stage.hand@example.com', 'customer')).toBe(EMAIL_PASSWORD_MESSAGE);
  });

  it('asks admins and staff for 12 characters, customers for the spec’s 6 (checked by the forms)', () => {
    expect(passwordProblem('gig-4u-stage', 'a@b.co', 'customer')).toBeNull();
    expect(passwordProblem('gig-4u', 'a@b.co', 'customer')).toBeNull();
    expect(passwordProblem('gig-4u-stag', 'a@b.co', 'staff')).toBe(SHOP_STAFF_PASSWORD_MESSAGE);
    expect(passwordProblem('gig-4u-stag', 'a@b.co', 'admin')).toBe(SHOP_STAFF_PASSWORD_MESSAGE);
    expect(passwordProblem('gig-4u-stage', 'a@b.co', 'admin')).toBeNull();
  });
});
