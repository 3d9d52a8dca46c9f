// A whole seeded Space-Schweine game under the full rules (issue 30) in the playground, in
// Debian's headless Chromium: Ann, Ben and Cleo, each in a tab of their own, play a two-round
// game opened with `/space new rules:full rounds:2`, only through their own private panels, and
// act only when the board tells them to. The election is held: candidacies, the chair's asking,
// the votes, the last call; the board shows the turn order, the King Pig crowned and the tally.
// Checks that no offered choice is refused, that each panel shows in its person's tab alone,
// that another tab never shows a recipe line, and the winner at the end. Saves
// `space-pigs-election.png` (a board during the election).
//
//   PLAYGROUND_BIN=target/debug/oink node tests/browser/space-full.mjs
//
// Environment: PLAYGROUND_BIN, SCREENSHOTS, CHROMIUM as for play.mjs; OINK_SEED (the table's
// seed, default 3), OINK_CHOICES (the seed of the players' random choices, default 1).
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as lib from "./lib.mjs";

const { check, shots } = lib;
const seed = process.env.OINK_SEED || "3";
/// No two-round full game takes this many clicks.
const MAX_CLICKS = 1500;
mkdirSync(shots, { recursive: true });

let state = Number(process.env.OINK_CHOICES || "1") >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const below = (n) => Math.floor(random() * n);

/// How much more likely a control is taken than a plain one: forward choices first; a step
/// back, a travel card or a swap partner (which only change the menus) rarely.
function weight(token, reorganising) {
  const word = token.replace(/\d+$/, "");
  const weights = { back: 0, card: 0.15, partner: 0.2, extra: 0.5, from: reorganising ? 0.5 : 3, done: reorganising ? 3 : 1, fight: 3 };
  return word in weights ? weights[word] : 1;
}

const started = Date.now();
const data = mkdtempSync(join(tmpdir(), "oink-space-full-"));
const { server, url } = await lib.startServer(join(data, "db"), 0, seed);
const browser = await lib.launch();
const context = await browser.newContext({ viewport: { width: 1100, height: 1300 } });
const people = ["Ann", "Ben", "Cleo"];
const ids = { Ann: "101", Ben: "102", Cleo: "103" };
const pages = {};
let latest = 0;
let clicks = 0;
let shotTaken = false;

async function synced(name) {
  await pages[name].waitForFunction((v) => Number(document.body.dataset.version || 0) >= v, latest, { timeout: 10000 });
}
async function acting(name, act) {
  if (++clicks > MAX_CLICKS) throw new Error(`more than ${MAX_CLICKS} clicks: the game does not end`);
  await synced(name);
  await lib.acting(pages[name], act);
  latest = Math.max(latest, await lib.version(pages[name]));
}
const board = (name) => lib.board(pages[name]);
const description = (name) => lib.description(board(name));
function toldIn(text) {
  const line = text.split("\n").find((l) => l.startsWith("👉"));
  const found = line && line.match(/^👉 (.*?): your move\./);
  return found ? found[1].split(", ").map((n) => n.replace(/^\S+ /, "").trim()) : [];
}
const panelOf = (name) => pages[name].locator("article.ephemeral").filter({ has: pages[name].locator(lib.CONTAINER) }).last();

async function openPanel(name) {
  await acting(name, () => board(name).locator('button[data-custom-id$=":mine"]').click());
  const panel = panelOf(name);
  check((await panel.locator(lib.TITLE).textContent()).includes(name), `the panel is ${name}'s`);
  const id = await panel.getAttribute("id");
  for (const other of people.filter((p) => p !== name)) {
    await synced(other);
    check((await pages[other].locator(`[id="${id}"]`).count()) === 0, `${name}'s panel is not in ${other}'s tab`);
  }
  return panel;
}

async function current(name) {
  const panel = panelOf(name);
  if ((await panel.count()) === 0 || (await panel.locator('[data-custom-id*=":p:"]').count()) === 0) return openPanel(name);
  const refresh = panel.locator('button[data-custom-id$=":mine"]');
  if ((await refresh.count()) === 0) return panel;
  await acting(name, () => refresh.click());
  return panel;
}

function controls(panel) {
  return panel.evaluate((article) => {
    const out = [];
    for (const b of article.querySelectorAll("button[data-custom-id]:not([data-multi])")) {
      if (!b.disabled) out.push({ kind: "button", id: b.dataset.customId });
    }
    for (const s of article.querySelectorAll("select[data-custom-id]")) {
      const values = [...s.options].filter((o) => o.value && !o.disabled).map((o) => o.value);
      if (values.length) out.push({ kind: "select", id: s.dataset.customId, values });
    }
    for (const group of article.querySelectorAll("fieldset.multi")) {
      const send = group.querySelector("button[data-multi]");
      const values = [...group.querySelectorAll("input[type=checkbox]")].map((c) => c.value);
      out.push({ kind: "multi", id: send.dataset.customId, values, min: Number(group.dataset.min), max: Number(group.dataset.max) });
    }
    return out;
  });
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

let refusals = 0;
const used = new Map();
const seenOnBoard = new Set();

try {
  for (const name of people) {
    const page = await context.newPage();
    page.setDefaultTimeout(10000);
    await page.goto(`${url}?user=${ids[name]}&locale=en-US`);
    await page.waitForSelector(`body[data-user="${ids[name]}"][data-connected="yes"]`);
    pages[name] = page;
  }
  await acting("Ann", async () => {
    await pages.Ann.fill("#composer", "/space new rules:full rounds:2");
    await pages.Ann.press("#composer", "Enter");
  });
  const lobby = await description("Ann");
  check(lobby.includes("📜 Full game"), `the lobby names the full rules: ${lobby}`);
  for (const name of ["Ben", "Cleo"]) await acting(name, () => board(name).locator('button[data-custom-id$=":join"]').click());
  await acting("Ann", () => board("Ann").locator('button[data-custom-id$=":start"]').click());

  let reader = "Ann";
  while (true) {
    await synced(reader);
    const text = await description(reader);
    if ((await board(reader).locator('button[data-custom-id$=":mine"]').count()) === 0) break;
    for (const mark of ["🔁", "👑", "🗳️", "📊", "🧭"]) if (text.includes(mark)) seenOnBoard.add(mark);
    if (!shotTaken && text.includes("📊")) {
      shotTaken = true;
      await board(reader).scrollIntoViewIfNeeded();
      await board(reader).screenshot({ path: join(shots, "space-pigs-election.png") });
    }
    // Nobody else's recipe: the board shows a lock for every clan until the end.
    const fields = await board(reader).locator(lib.FIELDS).allInnerTexts();
    check(fields.every((f) => !/recipe \d/.test(f)), `the board hides every recipe: ${fields.join(" | ")}`);
    const told = toldIn(text);
    if (told.length === 0) throw new Error(`the board tells nobody what to do: ${text}`);
    const name = told[below(told.length)];
    await synced(name);
    const panel = await current(name);
    const panelId = await panel.getAttribute("id");
    const asked = await lib.description(panel);
    check(asked.includes("Your recipe is secret"), `${name}'s panel says the recipe is secret`);
    const offered = (await controls(panel)).map((c) => ({ ...c, weight: weight(c.id.split(":").pop(), asked.includes("Reorganise:")) }));
    if (offered.length === 0) throw new Error(`${name}'s panel offers nothing: ${asked}`);
    const forward = offered.filter((c) => c.weight > 0);
    const control = pick(forward.length ? forward : offered.map((c) => ({ ...c, weight: 1 })));
    const token = control.id.split(":").pop().replace(/\d+$/, "");
    used.set(token, (used.get(token) || 0) + 1);
    if (control.kind === "multi") {
      const group = panel.locator("fieldset.multi").filter({ has: pages[name].locator(`button[data-custom-id="${control.id}"]`) });
      const count = control.min + below(Math.min(control.max, control.values.length) - control.min + 1);
      const values = [...control.values].sort(() => random() - 0.5).slice(0, Math.max(1, count));
      for (const value of values) await group.locator(`input[value="${value}"]`).check();
      await acting(name, () => group.locator("button[data-multi]").click());
    } else if (control.kind === "select") {
      const value = control.values[below(control.values.length)];
      await acting(name, () => panel.locator(`select[data-custom-id="${control.id}"]`).selectOption(value));
    } else {
      await acting(name, () => panel.locator(`button[data-custom-id="${control.id}"]`).click());
    }
    const refusal = await pages[name].locator(`[id="${panelId}"]`).locator(".content").allTextContents();
    if (refusal.length) {
      refusals += 1;
      console.error(`refused: ${name} ${control.id} in "${asked}": ${refusal}`);
    }
    reader = name;
  }

  check(refusals === 0, `no offered choice was refused (${refusals} were)`);
  const kinds = [...used.keys()];
  for (const step of ["marker", "vote", "discard"]) {
    check(kinds.includes(step) || (step === "discard" && kinds.includes("keep")), `the game asked for and got a ${step} choice (${kinds})`);
  }
  check(kinds.includes("stand") || kinds.includes("abstain"), `candidacies were answered (${kinds})`);
  check(kinds.includes("give"), `the King Pig handed out settlers (${kinds})`);
  for (const mark of ["🔁", "👑", "🗳️", "📊"]) check(seenOnBoard.has(mark), `the board showed ${mark} (${[...seenOnBoard]})`);
  check(shotTaken, "the election board was saved");
  for (const name of people) {
    await synced(name);
    const text = await description(name);
    check(/^🏆 @(Ann|Ben|Cleo) wins the galaxy!/.test(text) || text.includes("nobody wins"), `${name}'s tab shows the end: ${text.split("\n")[0]}`);
  }
  console.log(`space-full: ${clicks} clicks, ${((Date.now() - started) / 1000).toFixed(1)} s; controls used: ` +
    [...used].map(([token, n]) => `${token} ${n}`).join(", "));
} catch (error) {
  lib.fail(error);
  for (const name of Object.keys(pages)) {
    await pages[name].screenshot({ path: join(shots, `failure-space-full-${name}.png`) }).catch(() => {});
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
lib.finish();
