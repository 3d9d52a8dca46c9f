// Issue 56 in a real browser: the playground's second channel, a group DM where Oink may only
// answer. At 1280 px the sidebar switches to it (a click); at 375 px the compact switch above
// the channel does (the keyboard alone). In both a solo Würfelhaus game is played to its end
// there, the lobby says what works in a group DM, `#games` stays empty, and axe-core finds
// nothing serious or critical.
//
//   PLAYGROUND_BIN=target/debug/oink node tests/browser/group-dm.mjs
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TITLE, accessible, acting, board, check, description, fail, finish, launch, shots, startServer } from "./lib.mjs";

const running = await startServer(join(mkdtempSync(join(tmpdir(), "oink-group-dm-")), "db"));
const browser = await launch();

/// Opens `/haus new` in the channel shown, starts it alone and plays it to its end.
async function playSolo(page, what) {
  await acting(page, async () => {
    await page.fill("#composer", "/haus new");
    await page.press("#composer", "Enter");
  });
  check((await board(page).locator(TITLE).textContent()).includes("Würfelhaus"), `${what}: a Würfelhaus lobby`);
  check((await board(page).innerText()).includes("Oink can only answer"), `${what}: the lobby says what works in a group DM`);
  await accessible(page, `${what}: the group DM's lobby`);
  await acting(page, () => board(page).locator('button[data-custom-id$=":start"]').click());
  for (let step = 0; step < 3000; step += 1) {
    const b = board(page);
    if (await b.locator('button[data-custom-id$=":rematch"]').count()) break;
    const enabled = (action) => b.locator(`button[data-custom-id$=":${action}"]:not([disabled])`);
    const action = ["roll", "stop", "best", "pass"];
    let done = false;
    for (const a of action) {
      if (await enabled(a).count()) {
        await acting(page, () => enabled(a).click());
        done = true;
        break;
      }
    }
    if (!done) throw new Error(`${what}: no move offered on the board`);
  }
  check((await description(board(page))).includes("🏆"), `${what}: the game ends in the group DM`);
  await accessible(page, `${what}: the group DM's finished game`);
}

/// The channel the page shows, as its address and the sidebar say.
async function shown(page) {
  const current = await page.locator('#channels a[aria-current="page"]').getAttribute("data-channel");
  return { address: new URL(page.url()).searchParams.get("channel"), current, title: await page.locator("#channel").textContent() };
}

const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const phone = await browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
try {
  await wide.goto(running.url + "?user=101&locale=en-US");
  await wide.waitForSelector('body[data-user="101"][data-connected="yes"][data-channel="1"]');
  check((await wide.locator("#channels a").count()) === 2, "the sidebar lists two channels");
  await accessible(wide, "the sidebar");
  await wide.locator('#channels a[data-channel="2"]').click();
  await wide.waitForSelector('body[data-channel="2"]');
  const there = await shown(wide);
  check(there.address === "2" && there.current === "2" && there.title.includes("pig pals"), `the sidebar switches to the group DM: ${JSON.stringify(there)}`);
  check(await wide.locator("#hash").isHidden(), "a group DM has no #");
  check((await wide.locator("#composer").getAttribute("placeholder")).includes("pig pals"), "the composer names the group DM");
  await playSolo(wide, "1280 px");
  await wide.screenshot({ path: join(shots, "playground-group-dm.png") });
  // `#games` saw none of it, and a reload keeps the group DM.
  await wide.locator('#channels a[data-channel="1"]').click();
  await wide.waitForSelector('body[data-channel="1"]');
  check((await wide.locator("article").count()) === 0, "#games stays empty");
  await wide.close();

  await phone.goto(running.url + "?user=102&locale=en-US&channel=1");
  await phone.waitForSelector('body[data-user="102"][data-connected="yes"][data-channel="1"]');
  const sidebar = await phone.locator("#channels").boundingBox();
  check(sidebar && sidebar.width >= 370 && sidebar.height < 60, `at 375 px the channels are a compact switch: ${JSON.stringify(sidebar)}`);
  // The keyboard alone: Tab from the top of the page to the group DM's link, Enter.
  for (let step = 0; step < 5; step += 1) {
    await phone.keyboard.press("Tab");
    if (await phone.evaluate(() => document.activeElement.dataset.channel === "2")) break;
  }
  await phone.keyboard.press("Enter");
  await phone.waitForSelector('body[data-channel="2"]');
  check((await shown(phone)).current === "2", "the keyboard switches to the group DM");
  check((await phone.locator("article").count()) > 0, "the group DM keeps its messages for everyone in it");
  await accessible(phone, "375 px: the group DM");
  await playSolo(phone, "375 px");
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 0, `nothing overflows at 375 px (${overflow} px)`);
} catch (error) {
  fail(error);
  await phone.screenshot({ path: join(shots, "group-dm-failure.png") }).catch(() => {});
} finally {
  await browser.close();
  running.server.kill("SIGTERM");
}
finish();
