import type { MailContent } from '../../mail/mail-content.js';

/** The e-mails about an account itself (not about an order). */
export const ACCOUNT_MAIL_KINDS = ['verify-email', 'password-reset', 'password-changed', 'email-change-notice', 'two-step-changed'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

export interface AccountMailContext {
  shop: { name: string; address: string };
  firstName?: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One short mail: a greeting, a few paragraphs, optionally one button (its link also written out in full for text-only readers). */
function accountMail(subject: string, paragraphs: string[], context: AccountMailContext, action?: { label: string; url: string }): MailContent {
  const name = context.firstName?.trim() ?? '';
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const shop = context.shop;
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), shop.name, ...(shop.address ? [shop.address] : []), ''].join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(shop.name)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1677ff;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="color:#666;font-size:12px">Or open this address: ${escapeHtml(action.url)}</p>` : ''}
<p style="color:#666;font-size:12px">${escapeHtml(shop.name)}${shop.address ? `<br>${escapeHtml(shop.address)}` : ''}</p>
</body></html>
`;
  return { subject, text, html };
}

export const verifyEmailMail = (url: string, hours: number, context: AccountMailContext, newAddress = false): MailContent =>
  accountMail(
    newAddress ? 'Confirm your new e-mail address' : 'Confirm your e-mail address',
    [
      newAddress
        ? `You asked to use this address for your ${context.shop.name} account. Please confirm it: your account changes to this address when you open the link.`
        : `Welcome to ${context.shop.name}. Please confirm that this address is yours: we send your bookings and password links here.`,
      `The link works once, within ${hours} hours. If you did not ask for this, ignore this e-mail.`,
    ],
    context,
    { label: newAddress ? 'Confirm my new address' : 'Confirm my address', url },
  );

export const passwordResetMail = (url: string, minutes: number, context: AccountMailContext): MailContent =>
  accountMail(
    'Choose a new password',
    [
      `Someone (we hope you) asked to choose a new password for your ${context.shop.name} account.`,
      `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ],
    context,
    { label: 'Choose a new password', url },
  );

export const passwordChangedMail = (when: Date, context: AccountMailContext): MailContent =>
  accountMail(
    'Your password was changed',
    [
      `The password of your ${context.shop.name} account was changed on ${when.toISOString().replace('T', ' ').slice(0, 16)} (UTC).`,
      'If this was you, there is nothing to do. If not, choose a new password now with "Forgot password?" on the login page, and tell us.',
    ],
    context,
  );

export const emailChangeNoticeMail = (newEmail: string, context: AccountMailContext): MailContent =>
  accountMail(
    'Your e-mail address is being changed',
    [
      `Someone signed in to your ${context.shop.name} account asked to change its e-mail address to ${newEmail}. It changes once the link sent to that address is opened.`,
      'If this was not you, change your password now and tell us.',
    ],
    context,
  );

/** Told after the owner changed their two-step sign-in: new recovery codes, or turned off. */
export const twoStepChangedMail = (change: 'recovery-codes' | 'turned-off', when: Date, context: AccountMailContext): MailContent =>
  accountMail(
    change === 'recovery-codes' ? 'New recovery codes for your account' : 'Two-step sign-in was turned off',
    [
      change === 'recovery-codes'
        ? `New recovery codes were made for your ${context.shop.name} account on ${when.toISOString().replace('T', ' ').slice(0, 16)} (UTC). The old ones no longer work.`
        : `Two-step sign-in was turned off for your ${context.shop.name} account on ${when.toISOString().replace('T', ' ').slice(0, 16)} (UTC). Signing in now needs only your password.`,
      'If this was not you, change your password now and tell the shop\'s admin.',
    ],
    context,
  );
