// The playground page: shows the channel as the current user sees it and sends their commands
// and clicks. It holds no game logic: everything it shows comes from the server's renderer.
"use strict";

// Who one plays as and in which language: from the address, else as last chosen here, so a
// reload keeps both. The channel shown (`#games`, or the group DM) is the address's. The
// session (this tab's claim on that person) lives in sessionStorage: it survives a reload of
// this tab, and another tab has its own.
const params = new URLSearchParams(location.search);
let user = Number(params.get("user") || localStorage.getItem("oink-user") || 101);
let locale = params.get("locale") || localStorage.getItem("oink-locale") || "en-US";
let channel = Number(params.get("channel") || 1);
let token = sessionStorage.getItem("oink-session");
let state = null;
// The server's change counter as of the last render (browser tests wait on it).
let version = 0;

const $ = (id) => document.getElementById(id);

function remember() {
  localStorage.setItem("oink-user", String(user));
  localStorage.setItem("oink-locale", locale);
  const address = new URL(location.href);
  address.searchParams.set("user", String(user));
  address.searchParams.set("locale", locale);
  address.searchParams.set("channel", String(channel));
  history.replaceState(null, "", address);
  document.documentElement.lang = locale;
}

// ── markdown: from here to its end mark, the page's rendering of the bot's text, which
// `tests/it/playground_browser.rs` also runs under Node (it reads `state` and `locale`).
function escape(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

// The bits of Discord markdown the bot uses: ```code blocks```, `## ` headings and `-# ` small
// text at a line's start (a V2 board's title and footer), mentions, **bold**, *italic*,
// `code`, and backslash escapes (players' names come escaped: `\*x\*` shows `*x*`).
function markdown(text) {
  return String(text)
    .split("```")
    .map((part, i) => (i % 2 === 1 ? `<pre class="block">${escape(part.replace(/^\n/, "").replace(/\n$/, ""))}</pre>` : lines(part)))
    .join("");
}

// Text outside code blocks, line by line. A `## ` line is a real heading, one level below the
// page's channel name (`<h1>`), so a screen reader can jump from board to board; `### ` one
// below that. A heading or a small line is a block of its own: the line break after it goes.
function lines(text) {
  return String(text).split("\n").map((line, i, all) => {
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (heading) return `<h${heading[1].length} class="heading">${inline(heading[2])}</h${heading[1].length}>`;
    const small = /^-# (.+)$/.exec(line);
    if (small) return `<div class="subtext">${inline(small[1])}</div>`;
    return inline(line) + (i < all.length - 1 ? "\n" : "");
  }).join("");
}

// A timestamp's relative time now, in `lang` (the language of the message it stands in).
function relative(at, lang = locale) {
  const seconds = Math.round(at - Date.now() / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  for (const [unit, size] of [["day", 86400], ["hour", 3600], ["minute", 60]]) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, "second");
}

// Discord's timestamp styles other than `R`, as its client draws them in the reader's time
// zone (en-US): `t` 4:20 PM, `T` 4:20:30 PM, `d` 11/28/2026, `D` November 28, 2026, `f` (also
// no style) November 28, 2026 4:20 PM, `F` Saturday, November 28, 2026 4:20 PM. A date with
// its time is the two side by side, as Discord writes it (no "at" between).
const STAMP_PARTS = {
  t: [{ hour: "numeric", minute: "2-digit" }],
  T: [{ hour: "numeric", minute: "2-digit", second: "2-digit" }],
  d: [{ day: "2-digit", month: "2-digit", year: "numeric" }],
  D: [{ dateStyle: "long" }],
  f: [{ dateStyle: "long" }, { hour: "numeric", minute: "2-digit" }],
  F: [{ dateStyle: "full" }, { hour: "numeric", minute: "2-digit" }],
};

// A timestamp (Unix seconds `at`) in `style`, in `lang`.
function stamp(at, style, lang = locale) {
  if (style === "R") return relative(at, lang);
  const date = new Date(at * 1000);
  return (STAMP_PARTS[style] || STAMP_PARTS.f).map((part) => new Intl.DateTimeFormat(lang, part).format(date)).join(" ");
}

// A timestamp as a `<time>` element; `tick` redraws it in its message's language, and keeps
// a relative one counting. As in Discord, hovering shows the full date and time.
function timestamp(at, style = "f") {
  const date = new Date(at * 1000);
  const title = stamp(at, "F");
  return `<time datetime="${date.toISOString()}" data-at="${at}" data-style="${style}" title="${escape(title)}">${escape(stamp(at, style))}</time>`;
}

// As in Discord, a backslash before a character that is neither a letter, a digit nor white
// space shows that character as it is: it starts no markup or mention, and the backslash is
// not shown. Such characters are set aside (as private-use markers) before the markup is read.
const ESCAPED = /\\([^0-9A-Za-z\s])/g;
const KEPT = /\uE000(\d+)\uE001/g;

function inline(text) {
  const names = new Map((state ? state.users : []).map((u) => [String(u.id), u.name]));
  const kept = [];
  const plain = String(text).replace(/[\uE000\uE001]/g, "").replace(ESCAPED, (_, c) => `\uE000${kept.push(c) - 1}\uE001`);
  return escape(plain)
    .replace(/&lt;@(\d+)&gt;/g, (_, id) => `<span class="mention">@${escape(names.get(id) || id)}</span>`)
    // A Discord timestamp (`<t:1700000000:R>`, any style, or none): drawn as Discord does.
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (_, at, style) => timestamp(Number(at), style))
    // A jump link to a message of the channel (a reminder's link to the board).
    .replace(/\[([^\]]+)\]\(https:\/\/discord\.com\/channels\/[^/]+\/\d+\/(\d+)\)/g, (_, label, id) => `<a class="jump" href="#message-${id}">${label}</a>`)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/\*(.+?)\*/g, "<em>$1</em>")
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(KEPT, (_, n) => escape(kept[Number(n)]));
}
// ── markdown: end.

// Every request names this tab's session. Without one (a new tab, a restarted server) the
// server answers 401: the page claims its person again, silently, and retries once. Requests
// that fail together (a reconnect after a restart sends several) share one claim, and one
// that failed with a token this tab has replaced since just retries with the new one.
let reclaiming = null;
async function api(path, options = {}, again = true) {
  const sent = token;
  const headers = { ...(options.headers || {}), ...(sent ? { "x-oink-session": sent } : {}) };
  const response = await fetch(path, { ...options, headers });
  if (response.status !== 401 || !again) return response;
  if (token === sent) {
    reclaiming = reclaiming || claim(user).finally(() => { reclaiming = null; });
    if (!(await reclaiming)) return response;
  }
  return api(path, options, false);
}

// Asks to play `wanted`; true when this tab now plays them. Refused (another open tab plays
// them): the page says so and keeps whom it played.
async function claim(wanted) {
  const response = await fetch("/api/session", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { "x-oink-session": token } : {}) },
    body: JSON.stringify({ user: wanted, locale }),
  });
  if (!response.ok) {
    const answer = await response.json().catch(() => ({}));
    say(answer.error || response.statusText);
    return false;
  }
  const answer = await response.json();
  const same = answer.token === token;
  token = answer.token;
  user = answer.user;
  sessionStorage.setItem("oink-session", token);
  remember();
  // The same claim answered twice (see `session.rs`) keeps the stream it opened.
  if (!same) listen();
  return true;
}

function say(text) {
  $("notice").textContent = text;
  $("notice").hidden = !text;
}

async function refresh(seen) {
  const asked = channel;
  const response = await api(`/api/state?locale=${encodeURIComponent(locale)}&channel=${asked}`);
  if (response.status === 404 && asked !== 1) {
    // An address that names no channel of the page: said, and `#games` shown instead.
    const answer = await response.json().catch(() => ({}));
    say(answer.error || response.statusText);
    switchTo(1);
    return;
  }
  // A switch of channel meanwhile: the newer request shows its channel.
  if (!response.ok || asked !== channel) return;
  state = await response.json();
  render();
  if (seen !== undefined) version = Math.max(version, seen);
  document.body.dataset.version = String(version);
  document.body.dataset.user = String(user);
  document.body.dataset.locale = locale;
  document.body.dataset.channel = String(channel);
}

// Shows another channel: its messages, its stream of changes; the address keeps it.
function switchTo(id) {
  if (id === channel) return;
  channel = id;
  remember();
  listen();
}

function render() {
  const ui = state.ui;
  document.title = ui["playground-title"];
  $("user-label").textContent = ui["playground-user"];
  $("locale-label").textContent = ui["playground-language"];
  const here = state.channels.find((c) => c.id === state.channel) || { name: ui["playground-channel"], group: false };
  $("channel").textContent = here.name;
  $("hash").hidden = here.group;
  channelList();
  const placeholder = ui[here.group ? "playground-group-placeholder" : "playground-placeholder"];
  $("composer").placeholder = placeholder;
  $("composer").setAttribute("aria-label", placeholder);
  $("send").textContent = ui["playground-send"];
  $("messages").setAttribute("aria-label", ui[here.group ? "playground-group-messages" : "playground-messages"]);
  $("channels").setAttribute("aria-label", ui["playground-channels"]);
  $("commands").setAttribute("aria-label", ui["playground-commands"]);
  $("offline").textContent = ui["playground-reconnecting"];
  fill($("user"), state.users.map((u) => [String(u.id), u.name]), String(user));
  fill($("locale"), state.locales.map((l) => [l.code, l.name]), locale);
  const list = $("messages");
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const focus = focusBefore();
  update(list, state.messages);
  focusAfter(focus);
  if (atBottom) list.scrollTop = list.scrollHeight;
}

// The channels, as links (the open one `aria-current`): a sidebar, or a switch on phones.
function channelList() {
  const html = state.channels.map((c) => {
    const current = c.id === state.channel ? ' aria-current="page"' : "";
    const hash = c.group ? "" : '<span class="hash" aria-hidden="true">#</span>';
    const href = `?user=${user}&locale=${encodeURIComponent(locale)}&channel=${c.id}`;
    return `<li><a href="${escape(href)}" data-channel="${c.id}"${current}>${hash}${escape(c.name)}</a></li>`;
  }).join("");
  const list = $("channel-list");
  if (list.dataset.html !== html) {
    const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.channel : null;
    list.innerHTML = html;
    list.dataset.html = html;
    if (focused) list.querySelector(`[data-channel="${focused}"]`)?.focus();
  }
}

$("channel-list").addEventListener("click", (event) => {
  const link = event.target.closest("a[data-channel]");
  if (!link) return;
  event.preventDefault();
  switchTo(Number(link.dataset.channel));
});

function fill(select, options, value) {
  const html = options.map(([v, label]) => `<option value="${escape(v)}">${escape(label)}</option>`).join("");
  if (select.dataset.html !== html) {
    select.innerHTML = html;
    select.dataset.html = html;
  }
  select.value = value;
}

// Only the messages that changed are replaced, so keyboard focus and a half-chosen menu on
// any other message stay where they are.
function update(list, messages) {
  const wanted = new Set(messages.map((m) => `message-${m.id}`));
  for (const node of [...list.children]) if (!wanted.has(node.id)) node.remove();
  let previous = null;
  for (const message of messages) {
    // A time that only moved on is no change: `tick` shows it.
    const html = messageHtml(message).replace(/(<time [^>]*>)[^<]*<\/time>/g, "$1</time>");
    let node = $(`message-${message.id}`);
    if (!node || node.dataset.html !== html) {
      const fresh = document.createElement("template");
      fresh.innerHTML = html;
      const created = fresh.content.firstElementChild;
      created.dataset.html = html;
      if (node) node.replaceWith(created);
      node = created;
    }
    const place = previous ? previous.nextElementSibling : list.firstElementChild;
    if (place !== node) list.insertBefore(node, place);
    previous = node;
  }
  tick();
}

// Every timestamp on the page in the language of the text it stands in (the message's
// `lang`, else the page's); relative ones counted on as Discord's client does.
function tick() {
  for (const time of document.querySelectorAll("#messages time[data-at]")) {
    const lang = time.closest("[lang]").getAttribute("lang");
    const text = stamp(Number(time.dataset.at), time.dataset.style, lang);
    if (time.textContent !== text) time.textContent = text;
  }
}
setInterval(tick, 1000);

// Where the keyboard was, to find the same place (or the nearest) after a re-render.
function focusBefore() {
  const active = document.activeElement;
  if (!active || !$("messages").contains(active)) return null;
  const article = active.closest("article");
  return { element: active, customId: active.dataset.customId, message: article ? article.dataset.id : null, value: active.value };
}

function focusAfter(focus) {
  if (!focus || document.contains(focus.element)) return;
  const list = $("messages");
  const enabled = (root) => [...root.querySelectorAll("[data-custom-id]")].filter((e) => !e.disabled);
  const same = enabled(list).reverse().find((e) => e.dataset.customId === focus.customId);
  const article = focus.message && $(`message-${focus.message}`);
  // A board's components carry its revision: after a move the same action has a new id
  // (`oink:1:t:<channel>:<rev>:<action>`), so it is found by its action.
  const action = (id) => (id || "").split(":").pop();
  const sameAction = article && enabled(article).find((e) => action(e.dataset.customId) === action(focus.customId));
  const boards = [...list.querySelectorAll("article")].filter((a) => enabled(a).length > 0);
  // The same component, else the same action or the first component of the same message,
  // else of the newest message that has any (a fresh board below a retired one).
  const target = same || sameAction || (article && enabled(article)[0]) || (boards.length && enabled(boards[boards.length - 1])[0]);
  if (target) target.focus();
}

function messageHtml(message) {
  const ui = state.ui;
  const reply = message.reply;
  const parts = [];
  if (message.via) parts.push(`<div class="via">↪ ${escape(message.via)}</div>`);
  const author = message.author === null
    ? `<span class="author">Oink</span><span class="bot-tag">BOT</span>`
    : `<span class="author">${escape(message.author)}</span>`;
  parts.push(`<div>${author}${message.edited ? ` <span class="edited">(${escape(ui["playground-edited"])})</span>` : ""}</div>`);
  // The bot's words are in the message's language, which may not be the page's.
  const lang = reply.locale ? ` lang="${escape(reply.locale)}"` : "";
  // The files a V2 board shows as its pictures (`attachment://<name>`); any other is a link.
  const pictured = new Set();
  if (reply.components) {
    for (const component of reply.components) parts.push(componentHtml(message.id, component, reply.files, pictured, lang));
  } else {
    if (reply.content) parts.push(`<div class="content"${lang}>${markdown(reply.content)}</div>`);
    for (const row of reply.rows) parts.push(rowHtml(message.id, row));
  }
  for (const file of reply.files.filter((f) => !pictured.has(f))) {
    parts.push(`<div class="attachment">📎 <a download="${escape(file.name)}" href="${escape(file.url)}">${escape(file.name)}</a></div>`);
  }
  if (message.visible_to !== null) parts.push(`<div class="only-you">👁 ${escape(ui["playground-only-you"])}</div>`);
  // A message that pings this person is marked as Discord marks one that mentions you.
  const classes = "message" + (message.visible_to !== null ? " ephemeral" : "") + (message.mentions_you ? " mentioned" : "");
  const avatar = message.author === null ? "🐷" : "🙂";
  return `<article class="${classes}" id="message-${message.id}" data-id="${message.id}"><div class="avatar" aria-hidden="true">${avatar}</div><div class="body">${parts.join("")}</div></article>`;
}

// A component of a Components V2 message, drawn as Discord draws it: a container is a box
// with its accent colour as the left bar; a text display is markdown; a media gallery shows
// its pictures (a message's file for `attachment://<name>`, scaled to the box's width) with
// their descriptions as the alt text screen readers say; a separator is a line; a row (no
// `type`: the render model's own) is a row.
// Every file a gallery shows goes into `pictured`.
function componentHtml(messageId, component, files, pictured, lang) {
  const inner = (c) => componentHtml(messageId, c, files, pictured, "");
  switch (component.type) {
    case 17: {
      const colour = "#" + component.accent_color.toString(16).padStart(6, "0");
      return `<div class="container"${lang} style="border-left-color:${colour}">${component.components.map(inner).join("")}</div>`;
    }
    case 10:
      return `<div class="text-display"${lang}>${markdown(component.content)}</div>`;
    case 12:
      return component.items.map((item) => {
        const file = files.find((f) => "attachment://" + f.name === item.media.url);
        if (!file) return "";
        pictured.add(file);
        return `<img class="gallery-image" src="${escape(file.url)}" alt="${escape(item.description || "")}">`;
      }).join("");
    case 14:
      return `<hr class="separator${component.divider ? "" : " blank"}">`;
    default:
      return rowHtml(messageId, component);
  }
}

function buttonHtml(messageId, b) {
  return `<button class="${b.style}" data-message="${messageId}" data-custom-id="${escape(b.custom_id)}"${b.disabled ? " disabled" : ""}` +
    `${b.pressed === null ? "" : ` aria-pressed="${b.pressed}"`}>` +
    `${b.emoji ? escape(b.emoji) + " " : ""}${escape(b.label)}</button>`;
}

function rowHtml(messageId, row) {
  if (row.Buttons) {
    return `<div class="row">${row.Buttons.map((b) => buttonHtml(messageId, b)).join("")}</div>`;
  }
  const select = row.Select;
  if (select.max_values > 1) return multiHtml(messageId, select);
  const options = select.options.map((o) =>
    `<option value="${escape(o.value)}">${o.emoji ? escape(o.emoji) + " " : ""}${escape(o.label)}${o.description ? " — " + escape(o.description) : ""}</option>`).join("");
  return `<div class="row"><select aria-label="${escape(select.placeholder)}" data-message="${messageId}" data-custom-id="${escape(select.custom_id)}">` +
    `<option value="" selected disabled>${escape(select.placeholder)}</option>${options}</select></div>`;
}

// A menu that takes several choices: a group of check boxes named by the menu's placeholder,
// and a button that sends those ticked (Discord's client sends them when its menu closes).
// Boxes beyond the maximum are disabled; the button waits for the minimum.
function multiHtml(messageId, select) {
  const boxes = select.options.map((o) =>
    `<label class="choice"><input type="checkbox" value="${escape(o.value)}"><span class="text">` +
    `${o.emoji ? escape(o.emoji) + " " : ""}${escape(o.label)}${o.description ? ` <span class="desc">— ${escape(o.description)}</span>` : ""}</span></label>`).join("");
  return `<fieldset class="row multi" data-min="${select.min_values}" data-max="${select.max_values}"><legend>${escape(select.placeholder)}</legend>${boxes}` +
    `<button class="Primary" data-multi="yes" data-message="${messageId}" data-custom-id="${escape(select.custom_id)}"${select.min_values > 0 ? " disabled" : ""}>` +
    `${escape(state.ui["playground-choose"])}</button></fieldset>`;
}

// Keeps a multiple-choice group within its bounds as boxes are ticked.
function bound(group) {
  const boxes = [...group.querySelectorAll("input[type=checkbox]")];
  const ticked = boxes.filter((b) => b.checked).length;
  for (const box of boxes) box.disabled = !box.checked && ticked >= Number(group.dataset.max);
  group.querySelector("button[data-multi]").disabled = ticked < Number(group.dataset.min);
}

// Sends a click or a command. Offline (or the server gone), nothing is lost without a word:
// the page says it was not sent. A refusal the server explains (a replaced board) is said.
async function post(path, body) {
  const request = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  let response = null;
  if (document.body.dataset.connected !== "no") response = await api(path, request).catch(() => null);
  if (!response) {
    notSent = true;
    say(state ? state.ui["playground-not-sent"] : "");
    return;
  }
  if (response.status === 409 || response.status === 404) {
    const answer = await response.json().catch(() => ({}));
    if (answer.error) say(answer.error);
  }
}
// Whether the notice says a click was not sent: it goes once the page is connected again.
let notSent = false;

// A chosen menu option is sent, and the menu shows its placeholder again at once, as Discord's
// does: a choice the server refuses does not stay chosen (an accepted one redraws the board).
function choose(select) {
  if (!select.value) return;
  delete select.dataset.browsing;
  const values = [select.value];
  select.value = "";
  post("/api/click", { locale, channel, message: Number(select.dataset.message), custom_id: select.dataset.customId, values });
}

$("messages").addEventListener("click", (event) => {
  const button = event.target.closest("button[data-custom-id]");
  if (!button || button.disabled) return;
  const body = { locale, channel, message: Number(button.dataset.message), custom_id: button.dataset.customId };
  if (button.dataset.multi) {
    body.values = [...button.closest("fieldset").querySelectorAll("input[type=checkbox]:checked")].map((b) => b.value);
  }
  post("/api/click", body);
});

// A menu chosen with the mouse (or in its open list) is sent at once. Arrow keys on a closed
// menu only browse (Chromium changes the value as they move): Enter sends the value shown.
$("messages").addEventListener("keydown", (event) => {
  const select = event.target.closest("select[data-custom-id]");
  if (!select) return;
  if (event.key === "Enter") {
    event.preventDefault();
    choose(select);
  } else if (!event.altKey && ["ArrowDown", "ArrowUp", "Home", "End", "PageDown", "PageUp"].includes(event.key)) {
    select.dataset.browsing = "yes";
  }
});

$("messages").addEventListener("change", (event) => {
  const group = event.target.closest("fieldset.multi");
  if (group) { bound(group); return; }
  const select = event.target.closest("select[data-custom-id]");
  if (!select || select.dataset.browsing) return;
  choose(select);
});

$("composer-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const line = $("composer").value.trim();
  if (!line) return;
  $("composer").value = "";
  closeCommands();
  post("/api/command", { locale, channel, line });
});

// Typing "/" lists the commands with their descriptions, in the page's language, as Discord
// does: each option by name, those the command needs marked; after an option's name and its
// colon, the values it offers (a choice's, or a boolean's), by label.
$("composer").addEventListener("input", () => {
  const text = $("composer").value;
  const box = $("commands");
  const typedCommand = (c) => text.startsWith("/" + c.name + " ");
  if (!state || !text.startsWith("/") || (text.includes(" ") && !state.commands.some(typedCommand))) { closeCommands(); return; }
  const values = choicesTyped(text);
  if (values) {
    box.innerHTML = values.map((v, i) =>
      `<div role="option" id="command-${i}" aria-selected="false" data-line="${escape(v.line)}"><strong>${escape(v.label)}</strong><span class="desc">${escape(v.value)}</span></div>`).join("");
  } else {
    const matches = state.commands
      .map((c) => ({ line: "/" + c.name + (c.sub ? " " + c.sub : ""), c }))
      .filter((m) => m.line.startsWith(text.split(" ").slice(0, 2).join(" ")) || text === "/");
    const required = state.ui["playground-required"] || "required";
    box.innerHTML = matches.map((m, i) => {
      const options = m.c.options.map((o) =>
        ` ${escape(o.name)}:` + (o.required ? ` <span class="required">(${escape(required)})</span>` : "")).join("");
      return `<div role="option" id="command-${i}" aria-selected="false" data-line="${escape(m.line)}"><strong>${escape(m.line)}</strong><span class="desc">${options} ${escape(m.c.description)}</span></div>`;
    }).join("");
  }
  box.hidden = box.children.length === 0;
  $("composer").setAttribute("aria-expanded", String(!box.hidden));
  highlight(-1);
});

// The values to list when the line ends in an option with choices and its colon (`/pigs new
// variant:` or `variant:vet`): those that start with what is typed after the colon, each with
// the line it makes; null when the line does not end so.
function choicesTyped(text) {
  const command = state.commands.find((c) => text.startsWith(`/${c.name} ${c.sub} `));
  const last = text.slice(text.lastIndexOf(" ") + 1);
  const colon = last.indexOf(":");
  if (!command || colon < 0) return null;
  const option = command.options.find((o) => o.name === last.slice(0, colon));
  if (!option || option.choices.length === 0) return null;
  const typed = last.slice(colon + 1).toLowerCase();
  const head = text.slice(0, text.length - last.length) + option.name + ":";
  return option.choices
    .filter((c) => c.value.toLowerCase().startsWith(typed) || c.label.toLowerCase().startsWith(typed))
    .map((c) => ({ line: head + c.value, label: c.label, value: c.value }));
}

// The command list works with the keyboard too: arrows move, Enter or Tab takes, Escape closes.
let highlighted = -1;

function closeCommands() {
  $("commands").hidden = true;
  $("composer").setAttribute("aria-expanded", "false");
  highlight(-1);
}

function highlight(index) {
  const items = [...$("commands").querySelectorAll("[data-line]")];
  highlighted = items.length === 0 ? -1 : Math.max(-1, Math.min(index, items.length - 1));
  items.forEach((item, i) => item.setAttribute("aria-selected", String(i === highlighted)));
  if (highlighted >= 0) {
    items[highlighted].scrollIntoView({ block: "nearest" });
    $("composer").setAttribute("aria-activedescendant", items[highlighted].id);
  } else {
    $("composer").removeAttribute("aria-activedescendant");
  }
}

function take(item) {
  $("composer").value = item.dataset.line + " ";
  closeCommands();
  $("composer").focus();
}

$("composer").addEventListener("keydown", (event) => {
  if ($("commands").hidden) return;
  const items = [...$("commands").querySelectorAll("[data-line]")];
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    const step = event.key === "ArrowDown" ? 1 : -1;
    highlight(highlighted < 0 && step < 0 ? items.length - 1 : (highlighted + step + items.length) % items.length);
  } else if ((event.key === "Enter" || event.key === "Tab") && highlighted >= 0) {
    event.preventDefault();
    take(items[highlighted]);
  } else if (event.key === "Escape") {
    closeCommands();
  }
});

$("commands").addEventListener("click", (event) => {
  const item = event.target.closest("[data-line]");
  if (item) take(item);
});

$("user").addEventListener("change", async (event) => {
  if (await claim(Number(event.target.value))) say("");
  else event.target.value = String(user);
  refresh(version);
});
$("locale").addEventListener("change", (event) => { locale = event.target.value; remember(); refresh(version); });

// The browser reconnects by itself; until it has, the page says so. A new session (a switch
// of person) listens on a new stream.
let events = null;
function listen() {
  if (events) events.close();
  events = new EventSource(`/api/events?session=${encodeURIComponent(token || "")}&channel=${channel}`);
  events.addEventListener("changed", (event) => refresh(Number(event.data)));
  events.addEventListener("error", () => { $("offline").hidden = false; document.body.dataset.connected = "no"; });
  events.addEventListener("open", () => {
    $("offline").hidden = true;
    document.body.dataset.connected = "yes";
    if (notSent) { notSent = false; say(""); }
    refresh(version);
  });
}

// This tab claims the person of the address (a reload: this tab's own, again); if another
// open tab plays them, the first one free, and the page says why.
async function start() {
  remember();
  const first = user;
  let claimed = await claim(first);
  const refusal = $("notice").textContent;
  for (const other of [101, 102, 103, 104, 105]) {
    if (claimed) break;
    if (other !== first) claimed = await claim(other);
  }
  say(claimed && user !== first ? refusal : claimed ? "" : refusal);
  refresh(0);
}
start();
