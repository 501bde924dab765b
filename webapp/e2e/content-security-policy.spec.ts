import { expect, test } from './support/fixtures';

// The app runs under a Content-Security-Policy without inline scripts; every test checks that
// the browser refused nothing (policyRefusals in support/fixtures.ts). Here: the policy is
// really sent, and a script injected into the page is refused.
test('the app is served with its policy, and an injected inline script does not run', async ({
  page,
  policyRefusals,
}) => {
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.locator('input[type="password"]')).toBeVisible();

  const violated = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.textContent = 'document.body.dataset.injected = "ran"';
        document.body.append(script);
      }),
  );
  expect(await violated).toBe('script-src-elem');
  expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  await expect.poll(() => policyRefusals.length).toBe(1);
  policyRefusals.splice(0); // the refusal this test provoked
});

// The API's documentation (Swagger UI) works on a closed network: its files come from the build
// (build/swagger-ui-assets.ts), the page asks no other origin for anything, and it renders
// within its own policy (issue 32).
test('the API documentation renders from this server alone', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  await page.route(
    (url) => url.origin !== new URL(baseURL ?? '').origin,
    async (route) => {
      elsewhere.push(route.request().url());
      await route.abort();
    },
  );
  await page.goto('/api/schema/swagger');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('fedreg');
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});
