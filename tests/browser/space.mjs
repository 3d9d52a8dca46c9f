// A whole seeded Space-Schweine game in the playground, in Debian's headless Chromium: Ann, Ben
// and Cleo, each in a tab of their own, play only through their own private panel ("My cards &
// moves"), with menus, check boxes (once by keyboard) and buttons, as people would, and follow
// only what the board and the panels say, as a newcomer must: whoever the board tells to press
// "My cards & moves" acts, in the panel they have open if it offers a choice, after pressing its
// 🔄 Refresh if it says there is nothing to do (it was drawn before the game came to them), else
// in a new one from the board's button; they pick from what the panel offers. Checks the
// galaxy picture (loaded, within the container, named, fetched anew after a move), that a panel shows
// in its person's tab alone, the secret draw ("chosen", never what), the end announcement ranked
// by the points it shows, and axe-core on a page with the board, the picture and a panel with
// check boxes. Saves `space-pigs-table.png`
// (a board after a battle) and `space-pigs-panel.png` (a panel with a hand and check boxes).
//
//   PLAYGROUND_BIN=target/debug/oink node tests/browser/space.mjs
//
// Environment: PLAYGROUND_BIN, SCREENSHOTS, CHROMIUM as for play.mjs; OINK_SEED (the table's
// seed, default 3: a game with battles and a winner), OINK_ROUNDS (default 2), OINK_CHOICES (the
// seed of the players' random choices, default 1).
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as lib from "./lib.mjs";

const { ART, check, shots } = lib;
const seed = process.env.OINK_SEED || "3";
const rounds = process.env.OINK_ROUNDS || "2";
/// No game of two or three rounds takes this many clicks (about 150 do).
const MAX_CLICKS = 800;
mkdirSync(shots, { recursive: true });

// The players' choices: random among what their panel offers, from a fixed seed (mulberry32).
let state = Number(process.env.OINK_CHOICES || "1") >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const below = (n) => Math.floor(random() * n);

/// How much more likely a control is taken than a plain one (weight 1): forward choices first.
/// `back` only when nothing else is offered; a travel card rarely (it only changes the menus).
function weight(token, reorganising) {
  const word = token.replace(/\d+$/, "");
  const weights = { back: 0, card: 0.15, extra: 0.5, from: reorganising ? 0.5 : 3, done: reorganising ? 3 : 1, cards: 3, fight: 3 };
  return word in weights ? weights[word] : 1;
}

const started = Date.now();
const data = mkdtempSync(join(tmpdir(), "oink-space-"));
const { server, url } = await lib.startServer(join(data, "db"), 0, seed);
const browser = await lib.launch();
// One browser, three tabs: each tab is one person (its own session).
const context = await browser.newContext({ viewport: { width: 1100, height: 1300 } });
const people = ["Ann", "Ben", "Cleo"];
const ids = { Ann: "101", Ben: "102", Cleo: "103" };
const pages = {};
/// The ids of each person's panels (ephemeral messages) seen so far.
const panelIds = { Ann: new Set(), Ben: new Set(), Cleo: new Set() };
/// The newest change counter any tab has rendered: a tab acts only once it has caught up.
let latest = 0;
let clicks = 0;
const taken = new Set();

async function synced(name) {
  await pages[name].waitForFunction((v) => Number(document.body.dataset.version || 0) >= v, latest, { timeout: 10000 });
}

/// `name` does `act` in their own tab, once it shows the latest state; waits for the change.
async function acting(name, act) {
  if (++clicks > MAX_CLICKS) throw new Error(`more than ${MAX_CLICKS} clicks: the game does not end`);
  await synced(name);
  await lib.acting(pages[name], act);
  latest = Math.max(latest, await lib.version(pages[name]));
}

const board = (name) => lib.board(pages[name]);
const description = (name) => lib.description(board(name));
/// The people the board's first line says the game waits for.
function waitingIn(text) {
  const found = text.split("\n")[0].match(/Waiting for (.*?)(?: · |$)/);
  return found ? found[1].split(", ").map((n) => n.replace(/^@/, "").trim()) : [];
}
/// The people the board tells to open their cards: "👉 🟠 Ann, 🔵 Ben: your move. …".
function toldIn(text) {
  const line = text.split("\n").find((l) => l.startsWith("👉"));
  const found = line && line.match(/^👉 (.*?): your move\./);
  return found ? found[1].split(", ").map((n) => n.replace(/^\S+ /, "").trim()) : [];
}
/// `name`'s newest panel: their newest ephemeral message with a container.
const panelOf = (name) => pages[name].locator("article.ephemeral").filter({ has: pages[name].locator(lib.CONTAINER) }).last();

async function shot(name, locator) {
  if (taken.has(name)) return;
  taken.add(name);
  await locator.screenshot({ path: join(shots, `${name}.png`) });
}

/// The board's galaxy picture in `name`'s tab: loaded, within the container's width with its
/// proportions kept, named by its alt text. Returns its address.
async function picture(name, what) {
  const img = board(name).locator("img.gallery-image");
  check((await img.count()) === 1, `${what}: the board shows the galaxy picture`);
  if ((await img.count()) !== 1) return null;
  await pages[name].waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle(), { timeout: 10000 });
  const seen = await img.evaluate((el) => {
    const container = el.closest(".container");
    const style = getComputedStyle(container);
    const inner = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const box = el.getBoundingClientRect();
    return { natural: el.naturalWidth, naturalHeight: el.naturalHeight, width: box.width, height: box.height, inner, alt: el.alt, src: el.getAttribute("src") };
  });
  check(seen.natural > 0, `${what}: the picture is loaded (naturalWidth ${seen.natural})`);
  check(seen.width > 0 && seen.width <= seen.inner + 0.5, `${what}: the picture fits the container (${seen.width} of ${seen.inner} px)`);
  check(Math.abs(seen.height / seen.width - seen.naturalHeight / seen.natural) < 0.02, `${what}: the picture keeps its proportions`);
  check(seen.alt.includes("Space-Schweine"), `${what}: the picture has an alt text (${seen.alt})`);
  return seen.src;
}
const version = (src) => new URL(src, url).searchParams.get("v");

/// What every tab but `owner`'s shows of `owner`'s panel `id`: nothing. And every ephemeral
/// message a tab shows is its own person's.
async function privateTo(owner, id) {
  for (const other of people.filter((p) => p !== owner)) {
    await synced(other);
    check((await pages[other].locator(`[id="${id}"]`).count()) === 0, `${owner}'s panel ${id} is not in ${other}'s tab`);
    const titles = await pages[other].locator("article.ephemeral " + lib.TITLE).allTextContents();
    check(titles.every((t) => t.includes(other) && !t.includes(owner)), `${other}'s tab shows only ${other}'s panels: ${titles}`);
  }
}

/// Before any card is played (round 1's draw), the names of the cards in `owner`'s hand appear
/// in another tab only where they are in that person's own hand.
async function handPrivate(owner, hand) {
  for (const other of people.filter((p) => p !== owner)) {
    const own = (await pages[other].locator("article.ephemeral").allInnerTexts()).join("\n");
    const everything = await pages[other].locator("#messages").innerText();
    const leaked = hand.filter((card) => !own.includes(card) && everything.includes(card));
    check(leaked.length === 0, `${owner}'s cards ${leaked} are not shown in ${other}'s tab`);
  }
}

/// "My cards & moves" on the board: `name`'s panel, a new ephemeral message in their tab only.
async function openPanel(name) {
  const page = pages[name];
  const before = await page.locator("article.ephemeral").count();
  await acting(name, () => board(name).locator('button[data-custom-id$=":mine"]').click());
  check((await page.locator("article.ephemeral").count()) === before + 1, `${name}'s click on My cards shows a new panel`);
  const panel = panelOf(name);
  const id = await panel.getAttribute("id");
  panelIds[name].add(id);
  check((await panel.locator(lib.TITLE).textContent()).includes(name), `the panel is ${name}'s`);
  check((await panel.locator(".only-you").count()) === 1, `${name}'s panel says only they see it`);
  await privateTo(name, id);
  return panel;
}

let refreshes = 0;
/// What `name` does once the board tells them to: the panel they have open, which the bot
/// keeps up to date (issue 52); one that still says there is nothing to do would be stale, so
/// they would press its 🔄 Refresh, as it says (counted: the game must need none); without a
/// panel they press "My cards & moves", as the board says.
async function current(name) {
  let panel = panelOf(name);
  if ((await panel.count()) === 0 || (await panel.locator('[data-custom-id*=":p:"]').count()) === 0) return openPanel(name);
  const refresh = panel.locator('button[data-custom-id$=":mine"]');
  if ((await refresh.count()) === 0) return panel;
  const id = await panel.getAttribute("id");
  const said = await lib.description(panel);
  check(said.includes("Nothing to do for you now") && said.includes("press 🔄 Refresh"), `${name}'s waiting panel says how to get their choices: ${said}`);
  await acting(name, () => refresh.click());
  refreshes += 1;
  panel = pages[name].locator(`[id="${id}"]`);
  check((await panel.locator('button[data-custom-id$=":mine"]').count()) === 0 && (await controls(panel)).length > 0,
    `${name}'s panel, refreshed in place, offers their choices: ${await lib.description(panel)}`);
  return panel;
}

/// The enabled controls of a panel.
function controls(panel) {
  return panel.evaluate((article) => {
    const out = [];
    for (const b of article.querySelectorAll("button[data-custom-id]:not([data-multi])")) {
      if (!b.disabled) out.push({ kind: "button", id: b.dataset.customId });
    }
    for (const s of article.querySelectorAll("select[data-custom-id]")) {
      const offered = [...s.options].filter((o) => o.value && !o.disabled);
      const values = offered.map((o) => o.value);
      const labels = offered.map((o) => o.textContent);
      if (values.length) out.push({ kind: "select", id: s.dataset.customId, values, labels });
    }
    for (const group of article.querySelectorAll("fieldset.multi")) {
      const send = group.querySelector("button[data-multi]");
      const values = [...group.querySelectorAll("input[type=checkbox]")].map((c) => c.value);
      out.push({ kind: "multi", id: send.dataset.customId, values });
    }
    return out;
  });
}

/// Where each person's troops were last seen, as the board's narration tells everyone (a person
/// watching the channel knows it too), by the hexes' short names (`C4`): travellers head for
/// the others.
const owners = new Map();
/// A hex's coordinates (the menus' values) by its short name (the menus' labels start with it).
const coordinates = new Map();
function remember(control) {
  control.values.forEach((value, i) => {
    const name = (control.labels[i] || "").match(/\b([A-Z]{1,2}\d{1,2})\b/);
    if (/^-?\d+,-?\d+$/.test(value) && name) coordinates.set(name[1], value);
  });
}
function learn(text) {
  const hex = "([A-Z]{1,2}\\d{1,2})";
  for (const line of text.split("\n")) {
    let found = line.match(new RegExp(`(Ann|Ben|Cleo) (?:landed .+ on|moved .+ to|placed .+ on|retreats .+ to|holds) ${hex}`));
    if (found) owners.set(found[2], found[1]);
    found = line.match(new RegExp(`Nobody is left on ${hex}`));
    if (found) owners.delete(found[1]);
  }
}
const distance = (a, b) => {
  const [q1, r1] = a.split(",").map(Number);
  const [q2, r2] = b.split(",").map(Number);
  return (Math.abs(q1 - q2) + Math.abs(r1 - r2) + Math.abs(q1 + r1 - q2 - r2)) / 2;
};
/// A destination: mostly the one nearest to another person's troops (theirs, when in reach).
function destination(name, values) {
  const others = [...owners].filter(([, who]) => who !== name).map(([at]) => coordinates.get(at)).filter(Boolean);
  if (others.length === 0 || random() < 0.2) return values[below(values.length)];
  const near = (v) => Math.min(...others.map((o) => distance(v, o)));
  return values.reduce((best, v) => (near(v) < near(best) ? v : best));
}

function pick(options) {
  const total = options.reduce((sum, o) => sum + o.weight, 0);
  let at = random() * total;
  for (const option of options) {
    at -= option.weight;
    if (at < 0) return option;
  }
  return options[options.length - 1];
}

/// The names of the cards whose boxes are ticked in a multiple-choice group.
const ticked = (group) => group.locator("input:checked").evaluateAll((boxes) =>
  boxes.map((b) => b.parentElement.textContent.split(" — ")[0].replace(/^🃏 /, "").trim()));

let keyboardUsed = false;
/// Ticks boxes of a multiple-choice group and sends them: the first time by keyboard alone
/// (Space on a box, Tab to the send button, Enter), else with the mouse; `ticking` runs once the
/// boxes are ticked, before they are sent. Returns the card names.
async function multiChoice(name, panel, control, ticking) {
  const page = pages[name];
  const group = panel.locator("fieldset.multi").filter({ has: page.locator(`button[data-custom-id="${control.id}"]`) });
  const send = group.locator("button[data-multi]");
  check(await send.isDisabled(), "the send button waits until a box is ticked");
  check((await send.textContent()).trim() === "Send choice", "the send button is labelled by the catalog");
  check((await group.locator("legend").textContent()).length > 0, "the group of check boxes is named by its legend");
  const values = [...control.values].sort(() => random() - 0.5).slice(0, 1 + below(Math.min(2, control.values.length)));
  if (!keyboardUsed) {
    keyboardUsed = true;
    const box = group.locator(`input[value="${values[0]}"]`);
    await box.focus();
    await page.keyboard.press("Space");
    check(await box.isChecked(), "Space ticks a box");
    check(!(await send.isDisabled()), "a ticked box enables the send button");
    let focused = false;
    for (let step = 0; step < 30 && !focused; step += 1) {
      focused = await send.evaluate((el) => el === document.activeElement);
      if (!focused) await page.keyboard.press("Tab");
    }
    check(focused, "Tab reaches the send button");
    await ticking();
    const names = await ticked(group);
    await acting(name, () => page.keyboard.press("Enter"));
    return names;
  }
  for (const value of values) await group.locator(`input[value="${value}"]`).check();
  check(!(await send.isDisabled()), "ticked boxes enable the send button");
  await ticking();
  const names = await ticked(group);
  await acting(name, () => send.click());
  return names;
}

let battles = 0;
let refusals = 0;
let draws = 0;
let pictureChanges = 0;
let movesTried = 0;
/// How often each kind of control was used.
const used = new Map();

try {
  for (const name of people) {
    const page = await context.newPage();
    page.setDefaultTimeout(10000);
    await page.goto(`${url}?user=${ids[name]}&locale=en-US`);
    await page.waitForSelector(`body[data-user="${ids[name]}"][data-connected="yes"]`);
    pages[name] = page;
  }

  // Ann opens the table with a typed command; Ben and Cleo join in their tabs; Ann starts.
  await acting("Ann", async () => {
    await pages.Ann.fill("#composer", `/space new rounds:${rounds}`);
    await pages.Ann.press("#composer", "Enter");
  });
  check((await board("Ann").locator(lib.TITLE).textContent()).includes("Space-Schweine"), "the lobby appears");
  for (const name of ["Ben", "Cleo"]) await acting(name, () => board(name).locator('button[data-custom-id$=":join"]').click());
  await acting("Ann", () => board("Ann").locator('button[data-custom-id$=":start"]').click());
  for (const name of people) {
    await synced(name);
    await picture(name, `the first board in ${name}'s tab`);
  }

  let reader = "Ann";
  let firstTravel = true;
  while (true) {
    const text = await description(reader);
    if ((await board(reader).locator('button[data-custom-id$=":mine"]').count()) === 0) break;
    const waiting = waitingIn(text);
    if (waiting.length === 0) throw new Error(`the board names nobody to wait for: ${text}`);
    // Only the board's instruction says who acts and where.
    const told = toldIn(text);
    check(told.length > 0 && [...told].sort().join() === [...waiting].sort().join(),
      `the board tells everyone it waits for (${waiting}) to press My cards & moves: ${told}`);
    if (told.length === 0) throw new Error(`the board tells nobody what to do: ${text}`);
    const name = told[below(told.length)];
    await synced(name);
    const panel = await current(name);
    const panelId = await panel.getAttribute("id");
    const asked = await lib.description(panel);
    const title = await board(name).locator(lib.TITLE).textContent();
    const offered = (await controls(panel)).map((c) => ({ ...c, weight: weight(c.id.split(":").pop(), asked.includes("Reorganise:")) }));
    if (offered.length === 0) throw new Error(`${name}'s panel offers nothing: ${asked}`);
    const forward = offered.filter((c) => c.weight > 0);
    const control = pick(forward.length ? forward : offered.map((c) => ({ ...c, weight: 1 })));
    const token = control.id.split(":").pop().replace(/\d+$/, "");
    const src = await picture(name, `the board before ${name}'s ${token}`);
    const boardBefore = await description(name);
    learn(boardBefore);
    const hand = await panel.locator(lib.DESCRIPTION + " strong").allTextContents();
    movesTried += 1;
    used.set(token, (used.get(token) || 0) + 1);

    if (control.kind === "multi") {
      const secret = token === "discard";
      if (secret && title.includes("round 1 ·")) await handPrivate(name, hand);
      const chosen = await multiChoice(name, panel, control, async () => {
        if (taken.has("space-pigs-panel")) return;
        // The panel with the hand and a ticked box, under an accessibility check with the board
        // and its picture on the same page.
        await panel.scrollIntoViewIfNeeded();
        await shot("space-pigs-panel", panel);
        await lib.accessible(pages[name], "a board with its picture and a panel with check boxes");
      });
      if (secret && waiting.length === 3) {
        // The first of three to choose: the board says who has chosen, never what.
        draws += 1;
        const watcher = people.find((p) => p !== name);
        await synced(watcher);
        const shown = await description(watcher);
        const line = shown.split("\n")[0];
        check(line.includes("Waiting for") && waitingIn(line).sort().join() === waiting.filter((p) => p !== name).sort().join(),
          `the board waits for the others after ${name}'s secret choice: ${line}`);
        check(line.includes("chosen:") && line.split("chosen:")[1].includes(name), `the board says ${name} has chosen: ${line}`);
        const revealed = chosen.filter((card) => shown.includes(card) && !boardBefore.includes(card));
        check(revealed.length === 0, `the board does not reveal ${name}'s discards: ${revealed}`);
      }
    } else if (control.kind === "select") {
      // Mostly every troop (the first, largest option), and towards the others.
      remember(control);
      const value = token === "to" ? destination(name, control.values)
        : token === "troops" && random() < 0.7 ? control.values[0]
        : control.values[below(control.values.length)];
      await acting(name, () => panel.locator(`select[data-custom-id="${control.id}"]`).selectOption(value));
    } else {
      if (token === "keep" && waiting.length === 3) draws += 1;
      await acting(name, () => panel.locator(`button[data-custom-id="${control.id}"]`).click());
    }

    // The panel is redrawn in place; an offered choice is never refused.
    const after = pages[name].locator(`[id="${panelId}"]`);
    const refusal = await after.locator(".content").allTextContents();
    if (refusal.length) {
      refusals += 1;
      console.error(`refused: ${name} ${control.id} in "${asked}": ${refusal}`);
    }
    const now = await description(name);
    learn(now);
    if (src && !now.includes("🏆")) {
      const changed = await picture(name, `the board after ${name}'s ${token}`);
      // A start hex, and the first trip that moved troops: the picture is another one.
      const tripDone = (token === "troops" || token === "drop") && /🚀.*moved/.test(now) && !/🚀.*moved/.test(boardBefore);
      if (token === "deploy" || (tripDone && firstTravel)) {
        if (tripDone) firstTravel = false;
        pictureChanges += 1;
        check(changed && version(changed) !== version(src), `the picture is fetched anew after ${name}'s ${token} (v=${version(src)})`);
      }
    }
    if (now.includes("🎲") && !boardBefore.includes("🎲")) battles += 1;
    if (battles > 0 && !taken.has("space-pigs-table") && !now.includes("🏆")) {
      await board(name).scrollIntoViewIfNeeded();
      await shot("space-pigs-table", board(name));
    }
    reader = name;
  }

  check(refusals === 0, `no offered choice was refused (${refusals} were)`);
  check(draws >= 2, `every round's secret draw was seen (${draws})`);
  check(keyboardUsed, "check boxes were ticked and sent by keyboard");
  check(pictureChanges >= 4, `the picture changed after the deploys and a trip (${pictureChanges})`);
  check(battles > 0, `a battle was fought (${battles})`);
  const kinds = [...used.keys()];
  for (const step of ["deploy", "discard", "from", "to", "troops", "done", "cards", "place", "reinforce"]) {
    check(kinds.includes(step), `the game asked for and got a ${step} choice (${kinds})`);
  }
  check(taken.has("space-pigs-table") && taken.has("space-pigs-panel"), "both screenshots were taken");
  check(refreshes === 0, `no panel needed 🔄 Refresh: each redrew itself when the game came to its player (${refreshes} pressed)`);

  // The end: the winner on the board, the announcement below it, nothing left to press.
  for (const name of people) {
    await synced(name);
    const final = board(name);
    const text = await lib.description(final);
    check(/^🏆 @(Ann|Ben|Cleo) wins the galaxy!/.test(text), `${name}'s tab shows the winner line: ${text.split("\n")[0]}`);
    const buttons = await final.locator("button").evaluateAll((all) => all.map((b) => b.dataset.customId.split(":").pop()));
    check(buttons.join() === "rematch,read", `the finished board offers a rematch and 🔊 in ${name}'s tab: ${buttons}`);
    const announced = await pages[name].locator("article.message:not(.ephemeral)").last().innerText();
    check(announced.includes("Game over") && announced.includes("Space-Schweine"), `the end is announced in ${name}'s tab: ${announced}`);
    // Ranked by the points it shows: the winner first, then more points above fewer.
    const ranked = announced.split("\n").map((l) => l.match(/^(🥇|🥈|🥉|\d+\.) @?(\S+) · (\d+) points?/)).filter(Boolean);
    check(ranked.length === people.length, `one announcement line a player: ${announced}`);
    const winnerLine = text.match(/^🏆 @(\w+)/);
    check(ranked.length > 0 && winnerLine && ranked[0][2] === winnerLine[1], `the winner is ranked first: ${announced}`);
    const points = ranked.slice(1).map((r) => Number(r[3]));
    check(points.every((p, i) => i === 0 || points[i - 1] >= p), `the others are ranked by their points: ${announced}`);
    await picture(name, `the final board in ${name}'s tab`);
  }
  // Issue 54: 🔊 reads the final board in words, to the clicker alone: each clan's hexes by
  // name with its troops, its supply; no emoji art.
  await acting("Ann", () => board("Ann").locator('button[data-custom-id$=":read"]').click());
  const read = pages.Ann.locator("article.ephemeral").last();
  const spoken = await read.innerText();
  check(spoken.includes("The board in words") && /wins the galaxy/.test(spoken) && /\b[A-Z]{1,2}\d{1,2} \(\d+ piglets?/.test(spoken)
    && spoken.includes("Supply:") && !ART.test(spoken), `🔊 reads the galaxy in words: ${spoken}`);
  await read.screenshot({ path: join(shots, "space-pigs-read.png") });
  check((await pages.Ben.locator("article.ephemeral", { hasText: "The board in words" }).count()) === 0, "🔊 answers Ann alone");
  // No tab ever showed another person's panel.
  for (const owner of people) {
    for (const id of panelIds[owner]) {
      for (const other of people.filter((p) => p !== owner)) {
        check((await pages[other].locator(`[id="${id}"]`).count()) === 0, `${owner}'s panel ${id} never showed in ${other}'s tab`);
      }
    }
  }
  const winner = (await description("Ann")).match(/^🏆 @(\w+)/);
  console.log(`space: ${clicks} clicks (${movesTried} choices, ${refreshes} refreshed panels), ${battles} battles, ${draws} secret draws, ` +
    `winner ${winner ? winner[1] : "?"}, ${((Date.now() - started) / 1000).toFixed(1)} s; controls used: ` +
    [...used].map(([token, n]) => `${token} ${n}`).join(", "));
} catch (error) {
  lib.fail(error);
  for (const name of Object.keys(pages)) {
    await pages[name].screenshot({ path: join(shots, `failure-space-${name}.png`) }).catch(() => {});
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
lib.finish();
