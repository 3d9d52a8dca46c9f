// Issue 18 in a real browser: a German user opens a table with `/schweinchen neu` (picked from
// the `/` list with the keyboard), Ctrl-C stops the playground within 2 s while tabs are open
// and the page says it is reconnecting, and after a restart on the same database and port the
// channel is back, each tab plays its own person again without a word (issue 29), and `/pigs
// board` retires the table's own board and posts a new one below.
//
//   PLAYGROUND_BIN=target/debug/oink node tests/browser/restart.mjs
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTAINER, TITLE, acting, board, check, fail, finish, launch, startServer } from "./lib.mjs";

const database = join(mkdtempSync(join(tmpdir(), "oink-restart-")), "db");
let running = await startServer(database);
const browser = await launch();
try {
  const ben = await browser.newPage({ viewport: { width: 900, height: 1000 } });
  await ben.goto(running.url + "?user=102&locale=de");
  await ben.waitForSelector('body[data-user="102"][data-connected="yes"]');

  // `/sch`, arrow down to `/schweinchen neu`, Enter takes it, Enter sends it.
  await ben.locator("#composer").focus();
  await ben.keyboard.type("/sch");
  await ben.waitForSelector("#commands:not([hidden])");
  const listed = await ben.locator("#commands [data-line]").allTextContents();
  check(listed.some((line) => line.startsWith("/schweinchen neu")), `the list speaks German: ${listed}`);
  const index = (await ben.locator("#commands [data-line]").evaluateAll((items) => items.map((i) => i.dataset.line))).indexOf("/schweinchen neu");
  for (let i = 0; i <= index; i += 1) await ben.keyboard.press("ArrowDown");
  await ben.keyboard.press("Enter");
  check((await ben.locator("#composer").inputValue()) === "/schweinchen neu ", "the keyboard took /schweinchen neu");
  await acting(ben, () => ben.keyboard.press("Enter"));
  const lobby = board(ben);
  check((await lobby.locator(TITLE).textContent()).includes("Schweinchen"), "a German user's /schweinchen neu opens a table");
  const boardId = await lobby.getAttribute("data-id");

  // Ann, in English, in a second tab: she cannot play Ben, whom the first tab plays.
  const ann = await browser.newPage({ viewport: { width: 900, height: 1000 } });
  await ann.goto(running.url + "?user=102&locale=en-US");
  await ann.waitForSelector('body[data-connected="yes"]');
  check((await ann.locator("body").getAttribute("data-user")) !== "102", "a second tab does not get the person the first plays");
  check((await ann.locator("#notice").textContent()).includes("Ben is played in another tab"), "and it says why");
  await ann.selectOption("#user", "101");
  await ann.waitForSelector('body[data-user="101"]');
  await acting(ann, async () => {
    await ann.fill("#composer", "see you after the restart");
    await ann.press("#composer", "Enter");
  });
  const before = await ann.locator("article.message").evaluateAll((all) => all.map((a) => a.dataset.id));

  // Ctrl-C with both tabs open: the process is gone within 2 s, and the pages say so.
  const interrupted = Date.now();
  running.server.kill("SIGINT");
  const exit = await Promise.race([running.exited, new Promise((resolve) => setTimeout(() => resolve(null), 10000))]);
  check(exit !== null && exit.code === 0, `the playground exits cleanly on Ctrl-C: ${JSON.stringify(exit)}`);
  const took = exit ? exit.at - interrupted : Infinity;
  console.log(`ctrl-c with two tabs open: exited after ${took} ms`);
  check(took < 2000, `Ctrl-C with open tabs stops within 2 s (${took} ms)`);
  await ann.waitForSelector("#offline:not([hidden])", { timeout: 10000 });
  check((await ann.locator("#offline").textContent()).includes("reconnecting"), "the page shows it is reconnecting");
  // Issue 29: a click while offline does not vanish without a word.
  await ann.locator(`#message-${boardId} button[data-custom-id$=":join"]`).click();
  await ann.waitForSelector("#notice:not([hidden])", { timeout: 5000 });
  check((await ann.locator("#notice").textContent()).includes("not sent"), `an offline click says it was not sent: ${await ann.locator("#notice").textContent()}`);

  // A slow network (claims held 400 ms on their way) makes the reconnecting tabs' requests
  // meet the server before any of them has its person back, as a busy machine does.
  for (const page of [ann, ben]) {
    await page.route("**/api/session", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
  }
  // The same database (its lock released) and port: the tabs reconnect by themselves.
  const port = new URL(running.url).port;
  running = await startServer(database, port);
  await ann.waitForSelector('body[data-connected="yes"] #offline[hidden]', { state: "attached", timeout: 15000 });
  await ann.waitForFunction((ids) => ids.every((id) => document.getElementById(`message-${id}`)), before, { timeout: 10000 });
  const after = await ann.locator("article.message").evaluateAll((all) => all.map((a) => a.dataset.id));
  check(JSON.stringify(after) === JSON.stringify(before), `the channel is back after the restart: ${after} vs ${before}`);
  check((await ann.locator(`#message-${boardId} button`).count()) > 0, "the lobby's buttons are back too");
  // Issue 29: each tab takes its own person back silently: no "played in another tab".
  await ben.waitForSelector('body[data-connected="yes"] #offline[hidden]', { state: "attached", timeout: 15000 });
  await Promise.all([ann, ben].map((page) => page.waitForTimeout(1000)));
  for (const [page, id, name] of [[ann, "101", "Ann"], [ben, "102", "Ben"]]) {
    check((await page.locator("body").getAttribute("data-user")) === id, `${name}'s tab still plays ${name} after the restart`);
    const notice = await page.locator("#notice").evaluate((n) => (n.hidden ? "" : n.textContent));
    check(notice === "", `${name}'s tab says nothing after the restart: "${notice}"`);
  }

  await acting(ann, async () => {
    await ann.fill("#composer", "/pigs board");
    await ann.press("#composer", "Enter");
  });
  check((await ann.locator(`#message-${boardId} button`).count()) === 0, "/pigs board retires the table's own board");
  // Issue 54: as in Discord, the retired board becomes only its note (no box, no title).
  check((await ann.locator(`#message-${boardId} ${CONTAINER}`).count()) === 0, "the retired board is only its note");
  // Issue 29: the old copy says where the board went (in the table's language: German).
  check((await ann.locator(`#message-${boardId} .content`).textContent()).includes("⬇️"), "the old board says it moved below");
  const fresh = board(ann);
  const freshId = Number(await fresh.getAttribute("data-id"));
  check(freshId > Math.max(...before.map(Number)), `the new board is below, with a new id (${freshId})`);
  await acting(ann, () => fresh.locator('button[data-custom-id$=":join"]').click());
  check((await board(ann).locator(CONTAINER).textContent()).includes("@Ann"), "and it plays: Ann joins on it");
  await ben.waitForFunction((id) => document.querySelector(`#message-${id} .container`)?.textContent.includes("@Ann"), freshId, { timeout: 10000 });
  check(true, "Ben's tab reconnected and shows the join live");
} catch (error) {
  fail(error);
} finally {
  await browser.close();
  running.server.kill("SIGTERM");
}
finish();
