// Issue 52 in a real browser: every Discord timestamp style drawn as Discord draws it, in the
// message's language; the `/` list marks what a command needs and offers an option's values;
// a missing `until:` is named; and the page loads without a 404 (its icon).
//
//   PLAYGROUND_BIN=target/debug/oink node tests/browser/small.mjs
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acting, check, fail, finish, launch, shots, startServer } from "./lib.mjs";

const running = await startServer(join(mkdtempSync(join(tmpdir(), "oink-small-")), "db"));
const browser = await launch();
// Discord draws a timestamp in the reader's time zone: UTC here, so the expected texts hold.
const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, timezoneId: "UTC" });
const page = await context.newPage();
const missing = [];
page.on("response", (response) => { if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`); });

// 2026-11-18 11:06:40 UTC, a Wednesday.
const AT = 1795000000;
const EXPECTED = {
  "en-US": { t: "11:06 AM", T: "11:06:40 AM", d: "11/18/2026", D: "November 18, 2026", f: "November 18, 2026 11:06 AM", F: "Wednesday, November 18, 2026 11:06 AM" },
  de: { t: "11:06", T: "11:06:40", d: "18.11.2026", D: "18. November 2026", f: "18. November 2026 11:06", F: "Mittwoch, 18. November 2026 11:06" },
  fr: { t: "11:06", T: "11:06:40", d: "18/11/2026", D: "18 novembre 2026", f: "18 novembre 2026 11:06", F: "mercredi 18 novembre 2026 11:06" },
};

/// The texts of the `/` list as it is open now.
const listed = () => page.locator("#commands:not([hidden]) [data-line]").allTextContents();

try {
  await page.goto(running.url + "?user=101&locale=en-US");
  await page.waitForSelector('body[data-user="101"][data-connected="yes"]');
  check(missing.length === 0, `the page loads without an error response: ${missing.join(", ")}`);

  // Each style, in each language, as the page draws a message's text and redraws it in the
  // message's language; no style is left as raw `<t:…>`.
  for (const [lang, styles] of Object.entries(EXPECTED)) {
    const drawn = await page.evaluate(([at, lang, styles]) => {
      const box = document.createElement("div");
      box.setAttribute("lang", lang);
      box.innerHTML = markdown(styles.map((s) => `<t:${at}:${s}>`).join(" | ") + ` | <t:${at}>`);
      document.getElementById("messages").append(box);
      tick();
      const texts = box.textContent.split(" | ");
      box.remove();
      return texts;
    }, [AT, lang, Object.keys(styles)]);
    Object.values(styles).forEach((expected, i) => {
      check(drawn[i] === expected, `${lang} ${Object.keys(styles)[i]}: "${drawn[i]}" is "${expected}"`);
    });
    check(drawn[6] === styles.f, `${lang}: no style draws as f: "${drawn[6]}"`);
  }

  // A real answer with a timestamp: `/oink away`, without its `until:` first.
  await page.locator("#composer").fill("/oink away");
  await page.locator("#composer").dispatchEvent("input");
  const awayLine = (await listed()).join("\n");
  check(/until:\s*\(required\)/.test(awayLine), `the list marks until: as required: ${awayLine}`);
  await acting(page, () => page.locator("#composer").press("Enter"));
  const refused = await page.locator("article.ephemeral").last().textContent();
  check(refused.includes("until") && refused.includes("3d"), `a missing until: is named with what it takes: ${refused}`);
  check(!refused.includes("“”"), `no empty quote: ${refused}`);
  await page.locator("#composer").fill("/oink away until:3d");
  await acting(page, () => page.locator("#composer").press("Enter"));
  const away = page.locator("article.ephemeral").last();
  check(!(await away.textContent()).includes("<t:"), `no raw timestamp: ${await away.textContent()}`);
  check((await away.locator('time[data-style="f"]').count()) === 1, "the time away's end is a drawn timestamp");

  // `/pigs new variant:` lists the variants by label, as Discord does; Enter takes one.
  await page.locator("#composer").fill("/pigs new variant:");
  await page.locator("#composer").dispatchEvent("input");
  const choices = await listed();
  await page.screenshot({ path: join(shots, "playground-choices.png") });
  check(choices.some((c) => c.includes("veteran pigs (award cards)")) && choices.some((c) => c.startsWith("standard")), `the variants are listed: ${choices}`);
  await page.locator("#composer").fill("/pigs new variant:vet");
  await page.locator("#composer").dispatchEvent("input");
  check((await listed()).length === 1, "what is typed after the colon narrows the list");
  await page.locator("#composer").press("ArrowDown");
  await page.locator("#composer").press("Enter");
  check((await page.locator("#composer").inputValue()) === "/pigs new variant:veteran ", "Enter takes the value");
  check(missing.length === 0, `no error response: ${missing.join(", ")}`);
} catch (error) {
  fail(error);
  await page.screenshot({ path: join(shots, "small-failure.png") }).catch(() => {});
} finally {
  await browser.close();
  running.server.kill("SIGTERM");
}
finish();
