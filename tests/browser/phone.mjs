// Issue 18 in a real browser: a whole Würfelhaus game against a computer player on a 375 px
// phone screen, driven by the keyboard alone (the `/` list, Tab, Enter, arrow keys in a menu),
// with an axe-core accessibility check of the lobby, the `/` list, a game board and the end.
//
//   PLAYGROUND_BIN=target/debug/oink node tests/browser/phone.mjs
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTAINER, DESCRIPTION, FIELDS, TITLE, accessible, acting, board, check, description, fail, finish, launch, shots, startServer } from "./lib.mjs";

const running = await startServer(join(mkdtempSync(join(tmpdir(), "oink-phone-")), "db"));
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/// Nothing is wider than the screen, and every menu fits in it.
async function fits(what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 0, `${what}: nothing overflows at 375 px (${overflow} px)`);
  const clipped = await page.locator("main select").evaluateAll((menus) =>
    menus.filter((m) => { const box = m.getBoundingClientRect(); return box.left < 0 || box.right > window.innerWidth; }).length);
  check(clipped === 0, `${what}: no menu is clipped at 375 px`);
}

/// Moves the keyboard focus backwards (Shift+Tab) until it is on an enabled component whose
/// custom_id ends with one of `actions`; returns that action, or null after 60 steps.
async function tabTo(actions) {
  for (let step = 0; step < 60; step += 1) {
    const found = await page.evaluate((wanted) => {
      const active = document.activeElement;
      if (!active || !active.dataset || !active.dataset.customId || active.disabled) return null;
      return wanted.find((a) => active.dataset.customId.endsWith(":" + a)) || null;
    }, actions);
    if (found) return found;
    await page.keyboard.press("Shift+Tab");
  }
  return null;
}

try {
  await page.goto(running.url + "?user=101&locale=en-US");
  await page.waitForSelector('body[data-user="101"][data-connected="yes"]');
  await accessible(page, "the empty channel");

  // `/ha`, the list opens; arrows to `/haus new`, Enter takes it, Enter sends it.
  await page.locator("#composer").focus();
  await page.keyboard.type("/ha");
  await page.waitForSelector("#commands:not([hidden])");
  await accessible(page, "the command list");
  const lines = await page.locator("#commands [data-line]").evaluateAll((items) => items.map((i) => i.dataset.line));
  for (let i = 0; i <= lines.indexOf("/haus new"); i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await acting(page, () => page.keyboard.press("Enter"));
  check((await board(page).locator(TITLE).textContent()).includes("Würfelhaus"), "the keyboard opened a Würfelhaus table");
  await fits("the lobby");
  await accessible(page, "the lobby");

  // The computer-player menu with the keyboard: focus it, arrow to "greedy", Enter.
  const menu = board(page).locator("select");
  await menu.focus();
  const options = await menu.locator("option").evaluateAll((all) => all.map((o) => o.value));
  for (let i = 0; i < options.indexOf("greedy"); i += 1) await page.keyboard.press("ArrowDown");
  check((await board(page).locator(CONTAINER).textContent()).includes("Robo") === false, "arrow keys only browse the menu");
  await acting(page, () => page.keyboard.press("Enter"));
  check((await board(page).locator(CONTAINER).textContent()).includes("greedy"), "Enter on the menu seats a greedy computer player");
  check(await page.evaluate(() => document.activeElement && document.activeElement.tagName === "SELECT"), "focus stays on the menu after the board changed");

  if ((await tabTo(["start"])) !== "start") throw new Error("no Start button reached with the keyboard");
  await acting(page, () => page.keyboard.press("Enter"));

  // The tops of the board's fields (each a text display of its own), in order.
  const fieldTops = () => board(page).locator(FIELDS).evaluateAll((all) => all.map((f) => Math.round(f.getBoundingClientRect().top)));

  let moves = 0;
  let checkedBoard = false;
  let noBrick = 0;
  for (let step = 0; step < 400; step += 1) {
    if (await board(page).locator('button[data-custom-id$=":rematch"]').count()) break;
    // Whose turn: Ann's, or the computer player's (wait for it to move, 10 s at most).
    const mine = await board(page).locator(`${DESCRIPTION} .mention`, { hasText: "@Ann" }).count();
    if (!mine) {
      await page.waitForFunction(([container, mentions]) => {
        const boards = [...document.querySelectorAll("article.message:not(.ephemeral)")].filter((a) => a.querySelector(container));
        const last = boards[boards.length - 1];
        return last && (last.querySelector('button[data-custom-id$=":rematch"]') || [...last.querySelectorAll(mentions)].some((m) => m.textContent === "@Ann"));
      }, [CONTAINER, `${DESCRIPTION} .mention`], { timeout: 10000 });
      continue;
    }
    const action = await tabTo(["roll", "stop", "best", "pass"]);
    if (!action) throw new Error("no move reachable with the keyboard on Ann's turn");
    await acting(page, () => page.keyboard.press("Enter"));
    moves += 1;
    if (!checkedBoard && moves > 4) {
      checkedBoard = true;
      await fits("a game board");
      await accessible(page, "a game board");
      await board(page).screenshot({ path: join(shots, "phone-wuerfelhaus.png") });
      // Issue 29, under Components V2 (issue 54): each wall is a text display of its own,
      // stacked as Discord stacks them at every width (V2 has no inline fields), so a wall
      // never wraps beside another on a phone.
      const walls = await fieldTops();
      check(walls.length >= 2 && walls.every((top, i) => i === 0 || top > walls[i - 1]), `the walls stack: ${walls}`);
    }
    // A roll that just fit no brick keeps its dice in the log (an older line, whose roll has
    // left the board's last six events, shows "…").
    const log = (await description(board(page))).split("\n").filter((l) => l.startsWith("•"));
    const newest = log[log.length - 1] || "";
    if (newest.includes("no brick fits")) {
      noBrick += 1;
      check(/🎲 \d( · \d)+/.test(newest), `"no brick fits" shows the dice: ${newest}`);
    }
  }
  const end = board(page);
  check((await end.locator('button[data-custom-id$=":rematch"]').count()) === 1, `the game reached its end by keyboard (${moves} moves)`);
  check((await description(end)).includes("🏆"), "a winner is named");
  check(moves > 10, `Ann moved by keyboard (${moves} moves)`);
  if (noBrick === 0) console.error("note: no roll in this game fit no brick");
  await fits("the final board");
  await accessible(page, "the final board and the announcement");
  await end.screenshot({ path: join(shots, "phone-end.png") });
} catch (error) {
  fail(error);
  await page.screenshot({ path: join(shots, "phone-failure.png") }).catch(() => {});
} finally {
  await browser.close();
  running.server.kill("SIGTERM");
}
finish();
