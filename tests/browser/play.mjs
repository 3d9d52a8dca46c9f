// Plays a whole seeded two-player game of The Three Little Pigs in the playground, in Debian's
// headless Chromium, by clicking as a person would; saves screenshots of the board.
//
//   PLAYGROUND_BIN=target/debug/oink node tests/browser/play.mjs
//
// Environment: PLAYGROUND_BIN (the oink binary), SCREENSHOTS (folder, default target/screenshots;
// the cargo test passes target/tmp/screenshots, or docs/screenshots with OINK_UPDATE_SCREENSHOTS=1),
// CHROMIUM (default /usr/bin/chromium), OINK_SEED (table seed, default 4: a game in which the wolf comes).
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as lib from "./lib.mjs";

const { ART, check, shots } = lib;
const seed = process.env.OINK_SEED || "4";
mkdirSync(shots, { recursive: true });

const data = mkdtempSync(join(tmpdir(), "oink-playground-"));
const { server, url } = await lib.startServer(join(data, "db"), 0, seed);

const browser = await lib.launch();
const page = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
const ids = { Ann: "101", Ben: "102" };

/// Runs `act` and waits until the page has rendered the change it caused.
const acting = (act) => lib.acting(page, act);

/// Switches this tab to `name`. A tab that played them and was just closed lets go once the
/// server sees its event stream end, which a loaded machine may take a moment to notice: the
/// page then says the person is taken and keeps its own, so the switch is tried again.
async function become(name) {
  for (let attempt = 0; ; attempt += 1) {
    await page.selectOption("#user", ids[name]);
    try {
      await page.waitForSelector(`body[data-user="${ids[name]}"]`, { timeout: 3000 });
      return;
    } catch (error) {
      if (attempt >= 9) throw error;
    }
  }
}

const board = () => lib.board(page);

async function currentPlayer() {
  const mention = board().locator(`${lib.DESCRIPTION} .mention`).first();
  if ((await mention.count()) === 0) return null;
  return (await mention.textContent()).replace("@", "");
}

try {
  await page.goto(url + "?user=101&locale=en-US");
  await page.waitForSelector("body[data-user]");
  // A second tab, as Ben in German, sees every change live (server-sent events), no reload.
  const watcher = await browser.newPage();
  await watcher.goto(url + "?user=102&locale=de");
  await watcher.waitForSelector("body[data-user]");
  await acting(async () => {
    await page.fill("#composer", "/pigs new");
    await page.press("#composer", "Enter");
  });
  check(await board().locator(lib.TITLE).textContent().then((t) => t.includes("Three Little Pigs")), "the lobby appears");
  await watcher.waitForSelector("article " + lib.TITLE, { timeout: 5000 });
  check((await watcher.locator("#composer").getAttribute("placeholder")).includes("Nachricht"), "the other tab is in German");
  check((await watcher.locator("article " + lib.TITLE).count()) === 1, "the other tab shows the new lobby live");
  await watcher.close();

  await become("Ben");
  await acting(() => board().locator('button[data-custom-id$=":join"]').click());
  await become("Ann");
  await acting(() => board().locator('button[data-custom-id$=":start"]').click());

  // A click by the player who is not on turn is refused, visibly to them only.
  const first = await currentPlayer();
  const other = first === "Ann" ? "Ben" : "Ann";
  await become(other);
  await acting(() => board().locator('button[data-custom-id$=":roll"]').click());
  const refused = page.locator("article.ephemeral").last();
  check((await refused.textContent()).includes("not your turn"), "a wrong player's click is refused");
  check((await refused.textContent()).includes("Only you can see this"), "the refusal is ephemeral");
  await become(first);
  check((await page.locator("article.ephemeral", { hasText: "not your turn" }).count()) === 0, "others do not see it");

  const taken = new Set();
  async function shot(name) {
    if (taken.has(name)) return;
    taken.add(name);
    await board().screenshot({ path: join(shots, `${name}.png`) });
  }

  let steps = 0;
  let rerolled = false;
  let refusedMenu = false;
  while (steps < 2000) {
    steps += 1;
    const title = await board().locator(lib.TITLE).textContent();
    if (title.includes("Final scores")) break;
    const player = await currentPlayer();
    if ((await page.locator("#user").inputValue()) !== ids[player]) await become(player);
    const b = board();
    // Buttons are found by what they do (the end of their custom_id), as a test should.
    const enabled = (action) => b.locator(`button[data-custom-id$=":${action}"]:not([disabled])`);
    if (await enabled("roll").count()) {
      if (steps > 20 && !taken.has("three-pigs-digest")) {
        // Issue 55: 📜 tells the player on turn what the other did since their last move.
        taken.add("three-pigs-digest");
        await acting(() => b.locator('button[data-custom-id$=":since"]').click());
        const digest = page.locator("article.ephemeral").last();
        const said = await digest.textContent();
        check(said.includes("Since your last turn"), `📜 tells ${player} what happened since their last turn: ${said}`);
        await digest.screenshot({ path: join(shots, "three-pigs-digest.png") });
        // Issue 54: 🔊 reads the board aloud, in words, to the clicker alone.
        await acting(() => b.locator('button[data-custom-id$=":read"]').click());
        const read = page.locator("article.ephemeral").last();
        const spoken = await read.innerText();
        check(spoken.includes("The board in words") && /\bpoints?: (house 1: |no houses yet)/.test(spoken) && !ART.test(spoken),
          `🔊 reads the houses in words: ${spoken}`);
        await read.screenshot({ path: join(shots, "three-pigs-read.png") });
      }
      rerolled = false;
      await acting(() => enabled("roll").click());
    } else if (await enabled("reroll").count()) {
      await shot("three-pigs-rolling");
      rerolled = true;
      await acting(() => enabled("reroll").click());
    } else if (!rerolled && (await enabled("die3").count())) {
      const before = await enabled("die3").getAttribute("aria-pressed");
      await acting(() => enabled("die3").click());
      const after = await board().locator('button[data-custom-id$=":die3"]').getAttribute("aria-pressed");
      check(before === "false" && after === "true", "a picked die is announced as pressed");
    } else if (await enabled("stop").count()) {
      await acting(() => enabled("stop").click());
    } else if (await b.locator('select[data-custom-id*=":buy"]').count()) {
      if (!refusedMenu) {
        // Issue 29: a menu choice refused (not their turn) does not stay chosen.
        refusedMenu = true;
        await become(player === "Ann" ? "Ben" : "Ann");
        const menu = board().locator('select[data-custom-id*=":buy"]').first();
        const choice = await menu.locator("option:not([disabled])").first().getAttribute("value");
        await acting(() => menu.selectOption(choice));
        check((await page.locator("article.ephemeral").last().textContent()).includes("not your turn"), "the other player's menu choice is refused");
        check((await board().locator('select[data-custom-id*=":buy"]').first().inputValue()) === "", "the refused choice is not left selected");
        await become(player);
        continue;
      }
      await shot("three-pigs-buying");
      const select = b.locator('select[data-custom-id*=":buy"]').first();
      const value = await select.locator("option:not([disabled])").first().getAttribute("value");
      await acting(() => select.selectOption(value));
    } else if (await enabled("done").count()) {
      await acting(() => enabled("done").click());
    } else if (await enabled("blow").count()) {
      await acting(() => enabled("blow").click());
    } else if (await b.locator('select[data-custom-id*=":target"]').count()) {
      await shot("three-pigs-wolf");
      const select = b.locator('select[data-custom-id*=":target"]').first();
      check(!(await select.textContent()).includes("`"), "no raw backticks in the blow menu");
      const value = await select.locator("option:not([disabled])").first().getAttribute("value");
      await acting(() => select.selectOption(value));
    } else {
      throw new Error("no move offered on the board");
    }
  }
  const final = board();
  check((await final.locator(lib.TITLE).textContent()).includes("Final scores"), "the game reaches the final scores");
  check((await lib.description(final)).includes("🏆"), "a winner is named");
  check((await final.locator("button").count()) === 2, "a finished board offers a rematch and 🔊");
  check((await final.locator('button[data-custom-id$=":rematch"]').count()) === 1, "one button is Rematch");
  check((await final.locator('button[data-custom-id$=":read"]').count()) === 1, "the other reads the board");
  const announced = await page.locator("article.message:not(.ephemeral)").last().textContent();
  check(announced.includes("Game over") && announced.includes("🥇"), "the end is announced below the board");
  await shot("three-pigs-end");
  check(taken.has("three-pigs-rolling") && taken.has("three-pigs-buying"), "the rolling and buying boards were seen");

  // Issue 55: the leaderboard ranks by the ratings this game gave its two people.
  await acting(async () => {
    await page.fill("#composer", "/pigs leaderboard");
    await page.press("#composer", "Enter");
  });
  const ranked = page.locator("article.message").last();
  const table = await ranked.textContent();
  check(/\b1[01]\d\d \(provisional\)/.test(table) && table.includes("Ann") && table.includes("Ben"), `the leaderboard shows both ratings: ${table}`);
  await ranked.screenshot({ path: join(shots, "three-pigs-leaderboard.png") });
  if (!taken.has("three-pigs-wolf")) console.error("note: no wolf came in this seeded game");

  // A solo Würfelhaus game on the same channel, now that the pigs game is over.
  await become("Ann");
  await acting(async () => {
    await page.fill("#composer", "/haus new");
    await page.press("#composer", "Enter");
  });
  await acting(() => board().locator('button[data-custom-id$=":start"]').click());
  let haus = 0;
  while (haus < 3000) {
    haus += 1;
    const b = board();
    const enabled = (action) => b.locator(`button[data-custom-id$=":${action}"]:not([disabled])`);
    if (await b.locator('button[data-custom-id$=":rematch"]').count()) break;
    if (await enabled("roll").count()) {
      await acting(() => enabled("roll").click());
    } else if (await enabled("stop").count()) {
      await acting(() => enabled("stop").click());
    } else if (await enabled("best").count()) {
      if (haus > 30) await shot("wuerfelhaus-painting");
      if (haus > 30 && !taken.has("wuerfelhaus-read")) {
        taken.add("wuerfelhaus-read");
        await acting(() => b.locator('button[data-custom-id$=":read"]').click());
        const read = page.locator("article.ephemeral").last();
        const spoken = await read.innerText();
        check(spoken.includes("Row 1: painted") && spoken.includes("Row 5, roof:") && !ART.test(spoken), `🔊 reads the wall row by row: ${spoken}`);
        await read.screenshot({ path: join(shots, "wuerfelhaus-read.png") });
      }
      await acting(() => enabled("best").click());
    } else {
      await acting(() => enabled("pass").click());
    }
  }
  check((await lib.description(board())).includes("🏆"), "the solo house gets finished");
  check((await board().locator(lib.FIELDS).first().textContent()).includes("🟥🟥🟥"), "the finished wall shows the painted 18");
  await shot("wuerfelhaus-end");

  // Issue 29: a German table in an English page: its turn's end reads in German, apart from
  // the sentence, and counts down between redraws as Discord's does.
  await acting(async () => {
    await page.fill("#composer", "/haus new turn_limit:1m language:de");
    await page.press("#composer", "Enter");
  });
  await acting(() => board().locator('button[data-custom-id$=":start"]').click());
  const clock = board().locator(lib.DESCRIPTION + " time");
  const shownFirst = await clock.textContent();
  check(/in \d+ (Minute|Sekunde)/.test(shownFirst), `the German board's time reads in German: ${shownFirst}`);
  await page.waitForTimeout(2200);
  const later = await clock.textContent();
  check(later !== shownFirst, `the time counts down between redraws: ${shownFirst} → ${later}`);

  // The page speaks the chosen language.
  await page.selectOption("#locale", "de");
  await page.waitForSelector('body[data-locale="de"]');
  check((await page.locator("#composer").getAttribute("placeholder")).includes("Nachricht"), "the page follows the language switcher");

  // A reload keeps who one plays as and the language.
  await become("Ben");
  await page.goto(url);
  await page.waitForSelector('body[data-locale="de"][data-user="102"]');
  check(new URL(page.url()).searchParams.get("user") === "102", "the address names the user");

  // The command list with the keyboard alone: "/", arrow down twice, Enter.
  await page.locator("#composer").focus();
  await page.keyboard.type("/");
  await page.waitForSelector("#commands:not([hidden])");
  const second = await page.locator("#commands [data-line]").nth(1).getAttribute("data-line");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  check((await page.locator("#composer").inputValue()) === second + " ", "the keyboard picks a command from the list");
  check(await page.locator("#commands").isHidden(), "the list closes once a command is taken");
  await page.locator("#composer").fill("");

  // At a phone's width nothing is wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 0, `nothing overflows at 375 px (${overflow} px)`);
} catch (error) {
  lib.fail(error);
  await page.screenshot({ path: join(shots, "failure.png") }).catch(() => {});
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
lib.finish();
