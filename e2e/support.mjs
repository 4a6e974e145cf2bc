// What every browser journey needs: the composed site on test ports (never 3000/8080-8084),
// Debian's Chromium, screenshots in e2e/artifacts/ and a log of every request a page made.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_PATH, chromiumAvailable, launchChromium } from '../scripts/lib/browser.mjs';
import { loginToken, startTestSite } from '../scripts/lib/testSite.mjs';

export const ARTIFACTS = join(import.meta.dirname, 'artifacts');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** An amount as the shop writes it everywhere (site, PDFs, e-mails): 'Rs 10,350.00'. */
export const rupees = (amount) => `Rs ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4000);

/** Without Chromium: fail on CI (it must be installed there), otherwise skip with the reason. */
export function browserUnavailableReason() {
  if (chromiumAvailable()) return null;
  const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`;
  if (process.env.CI) throw new Error(`${reason}; CI must run the browser journeys`);
  console.log(`# SKIPPED browser journeys: ${reason}`);
  return reason;
}

/** The site on test ports (`portBase`, default PORT_BASE); `roots` serves a frontend from another folder than its dist/; `apiEnv` adds to the API's environment. */
export async function startE2E({ portBase = PORT_BASE, roots, apiEnv } = {}) {
  // Journeys run beside builds and other suites on a small machine: a page that misses the 300 ms
  // budget would arrive browser-rendered, so each journey would meet one or the other at random.
  // The fallback itself is tested with its own budget (shell/server/test).
  process.env.SHELL_RENDER_BUDGET_MS ??= '5000';
  // Browsers report to the API on a sample of page loads (release health): none here, so a journey
  // that counts requests sees the same ones every run. release-health.e2e.test.mjs reports every load.
  process.env.CLIENT_REPORT_SAMPLE_RATE ??= '0';
  const site = await startTestSite({ portBase, roots, apiEnv, log: (line) => console.log(`# ${line}`) });
  let browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await site.stop();
    throw error;
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const cspViolations = [];
  return {
    site,
    browser,
    cspViolations,
    /** Stops the site; fails the journeys' file if any page met its Content-Security-Policy (openPage watches). */
    async stop() {
      await browser.close().catch(() => undefined);
      await site.stop();
      assert.deepEqual(cspViolations, [], 'no page may break its Content-Security-Policy');
    },
  };
}

/** Every `securitypolicyviolation` a page sees is reported to the journey's env (startE2E's stop fails on any). */
async function watchPolicy(env, context) {
  if (!env.cspViolations) return;
  await context.exposeBinding('__reportCspViolation', ({ page }, violation) => env.cspViolations.push({ page: page.url(), ...violation }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile, sample: event.sample });
    });
  });
}

/**
 * Every toast (antd's message) a page shows is kept in `window.__toasts`, in order, after it fades:
 * a journey asks whether it was shown (toastShown), so a toast that came and went while the test was
 * busy elsewhere still counts.
 */
async function recordToasts(context) {
  await context.addInitScript(() => {
    const toasts = (window.__toasts = []);
    const recorded = new WeakSet();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent?.trim();
        if (recorded.has(notice) || !text) continue;
        recorded.add(notice);
        toasts.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until the page has shown this toast (a text, or a RegExp); on a timeout the error lists the
 * toasts it did show and the alerts on screen, which say why (a refusal shown in a dialog).
 */
export async function toastShown(page, text, timeout = 20_000) {
  const wanted = text instanceof RegExp ? { source: text.source, flags: text.flags } : { exact: text };
  try {
    await page.waitForFunction(
      ({ exact, source, flags }) => (window.__toasts ?? []).some((shown) => (source === undefined ? shown === exact : new RegExp(source, flags).test(shown))),
      wanted,
      { timeout, polling: 100 },
    );
  } catch (error) {
    const shown = await page.evaluate(() => window.__toasts ?? []).catch(() => []);
    const alerts = await page.locator('.ant-alert').allInnerTexts().catch(() => []);
    throw new Error(`No toast ${text} within ${timeout} ms. Toasts shown: ${JSON.stringify(shown)}; alerts on screen: ${JSON.stringify(alerts)}`, { cause: error });
  }
}

/** A fresh browser profile; `as` signs in a demo account by putting its token in localStorage. */
export async function openPage(env, { viewport = DESKTOP, token } = {}) {
  const context = await env.browser.newContext({ viewport });
  await watchPolicy(env, context);
  await recordToasts(context);
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, requests, errors };
}

/** openPage, plus the console's errors (the shell serves no favicon): for journeys that allow none. */
export async function watchedPage(env, options) {
  const opened = await openPage(env, options);
  const consoleErrors = [];
  opened.page.on('console', (message) => {
    const where = message.location().url;
    if (message.type() === 'error' && !where.endsWith('/favicon.ico')) consoleErrors.push(`${message.text()} (${where})`);
  });
  return { ...opened, consoleErrors };
}

export function tokenFor(env, email, password) {
  return loginToken(env.site.urls.api, email, password);
}

export async function screenshot(page, name) {
  await page.waitForTimeout(300); // let antd's motion settle
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** Calls the test site's API with any method; its status and JSON answer, refusals included. */
export async function apiCall(env, path, { method = 'GET', body, token } = {}) {
  const response = await fetch(`${env.site.urls.api}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Calls the test site's API (POST when there is a body, else GET) and returns the JSON answer; fails the test on any non-2xx. */
export async function apiJson(env, path, { token, body } = {}) {
  const response = await fetch(`${env.site.urls.api}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.ok(response.ok, `${path} answered ${response.status}: ${await response.clone().text()}`);
  return response.json();
}

/**
 * Waits until the page itself is on screen, not its first markup: the shell's HTML carries the
 * server's render (main.boot-main); the shell hydrates it where it stands (.server-page) or, when
 * the remote's code failed once, shows it inert (.server-markup) until the remote renders.
 */
export async function livePage(page, timeout = 30_000) {
  await page.locator('main.site-main').waitFor({ timeout });
  await page.locator('main.boot-main, .server-markup').first().waitFor({ state: 'detached', timeout });
  await page.waitForFunction(hydratedEverywhere, null, { timeout });
}

/**
 * In the page: whether every element of the server's markup the shell hydrates is React's (its root
 * committed and each node has a React fiber: a part still waiting for its code has none yet).
 */
export function hydratedEverywhere() {
  const island = document.querySelector('.server-page');
  if (!island) return true;
  const reacts = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  return island.hasAttribute('data-hydrated') && [...island.querySelectorAll('*')].every(reacts);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now, one line each ('rule: targets'). It first waits (up to
 * 5 s) for antd's open and close animations to end: a dialog still fading in is drawn at part
 * opacity, and axe would measure its text's contrast mid-way (a busy machine made that flaky).
 */
export async function axeViolations(page) {
  await page
    .waitForFunction(() => ![...document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some((element) => [...element.classList].some((name) => /^ant-[\w-]+-(appear|enter|leave)(-active|-start|-prepare)?$/.test(name))), null, { timeout: 5_000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
}
