// What the browser tests share: starting the playground binary, launching Debian's Chromium
// (never a downloaded browser), counting checks, waiting on the page's change counter, and the
// axe-core accessibility check. Every wait has a bound.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

export const bin = process.env.PLAYGROUND_BIN || "target/debug/oink";
export const shots = process.env.SCREENSHOTS || "target/screenshots";

let passed = 0;
let failed = 0;
/// Emoji art (tiles, bricks, acorns, blank dice): never in a board read aloud (🔊, issue 54).
export const ART = /[🟥🟧🟨🟩🟦🟪🟫⬛⬜▫]/u;

export function check(condition, what) {
  if (condition) { passed += 1; return; }
  failed += 1;
  console.error("FAILED:", what);
}
export function fail(error) {
  failed += 1;
  console.error("FAILED:", error);
}
export function finish() {
  console.log(`browser: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/// Starts `oink playground` on `port` (0: any) with the database at `database`; resolves with
/// the process and the address it prints, within 10 s.
export function startServer(database, port = 0, seed = "4") {
  const server = spawn(bin, ["playground", "--port", String(port)], {
    env: { ...process.env, OINK_PLAYGROUND_SEED: seed, OINK_PLAYGROUND_DATABASE: database, OINK_LOG_LEVEL: "warn", OINK_CONFIG: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  const url = new Promise((resolve, reject) => {
    let out = "";
    const bound = setTimeout(() => {
      server.kill("SIGTERM");
      reject(new Error(`the playground printed no address within 10 s: ${out}`));
    }, 10000);
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const found = out.match(/http:\/\/[\d.]+:\d+\//);
      if (found) {
        clearTimeout(bound);
        resolve(found[0]);
      }
    });
    exited.then(({ code }) => {
      clearTimeout(bound);
      reject(new Error(`oink playground exited with ${code}`));
    });
  });
  return url.then((address) => ({ server, url: address, exited }));
}

export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync"],
  });
}

export async function version(page) {
  return Number(await page.locator("body").getAttribute("data-version") || 0);
}

/// Runs `act` and waits (10 s at most) until the page has rendered the change it caused.
export async function acting(page, act) {
  const before = await version(page);
  await act();
  await page.waitForFunction((v) => Number(document.body.dataset.version || 0) > v, before, { timeout: 10000 });
}

/// A board or panel is a Components V2 container (issue 54): its title is the `## ` heading
/// of its first text display, which holds the "what to do now" description below it; every
/// field (a player, a wall, a clan) is a text display of its own after it.
export const CONTAINER = ".container";
export const TITLE = ".container .heading";
export const DESCRIPTION = ".container > .text-display:first-child";
export const FIELDS = ".container > .text-display:not(:first-child)";

/// The newest public message with a container: the board.
export const board = (page) => page.locator("article.message:not(.ephemeral)").filter({ has: page.locator(CONTAINER) }).last();

/// The description of the board or panel `message` (a locator), without its title.
export const description = (message) => message.locator(DESCRIPTION).evaluate((el) =>
  [...el.childNodes].filter((n) => !(n.classList && n.classList.contains("heading"))).map((n) => n.textContent).join(""));

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/// Runs axe-core on the page as it is; checks that nothing serious or critical is found.
export async function accessible(page, what) {
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) await page.addScriptTag({ path: axeSource });
  const result = await page.evaluate(async () => {
    const found = await window.axe.run(document, { resultTypes: ["violations"] });
    return found.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  });
  const bad = result.filter((v) => v.impact === "serious" || v.impact === "critical");
  const minor = result.filter((v) => !bad.includes(v)).map((v) => `${v.id} (${v.impact})`);
  if (minor.length) console.error(`note: ${what}: minor accessibility findings: ${minor.join(", ")}`);
  check(bad.length === 0, `${what}: no serious or critical accessibility violation: ${JSON.stringify(bad)}`);
  return result;
}
