import { registerAs } from '@nestjs/config';
import { Email, type Env, Pattern, Text, envValue, readEnv } from './env-rules.js';

/** The shop's name on paper and in e-mails when SHOP_NAME is unset: the name the site shows (shell/server/src/pageTitles.ts). */
export const DEFAULT_SHOP_NAME = 'Stage Rentals';

class ShopVariables {
  @Pattern(/^(?=.*\S)[^\r\n]{1,80}$/, "SHOP_NAME must be the shop's name on one line, at most 80 characters") SHOP_NAME?: string;
  @Text() SHOP_ADDRESS?: string;
  @Email('SHOP_EMAIL must be an e-mail address (where contact messages are sent)') SHOP_EMAIL?: string;
  @Pattern(/^\+?[0-9][0-9 ()-]{5,30}$/, 'SHOP_PHONE must be a phone number such as +94 11 234 5678') SHOP_PHONE?: string;
}

/** The shop's one name; the mail sender is named after it too. */
export const shopNameOf = (env: Env): string => envValue(env, 'SHOP_NAME')?.trim() ?? DEFAULT_SHOP_NAME;

/** Printed at the top of invoices and quotes; the Contact page shows them, contact messages go to its e-mail. */
export const shopConfig = registerAs('shop', (env: Env = process.env) => {
  const vars = readEnv(ShopVariables, env);
  return {
    name: shopNameOf(env),
    address: vars.SHOP_ADDRESS ?? '12 Stage Road, Colombo 03',
    email: (vars.SHOP_EMAIL ?? 'shop@localhost').toLowerCase(),
    phone: vars.SHOP_PHONE ?? '+94 11 234 5678',
  };
});
export type ShopConfig = ReturnType<typeof shopConfig>;
