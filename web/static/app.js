// The oraclec playground: results update as you type (debounced), from the JSON API
// (/api/explain, /api/lint, /api/pair). Spans from the API count code points, as Python does.
"use strict";

const $ = (id) => document.getElementById(id);
const LANGS = ["en", "ja"];
let generation = 0; // answers to older requests than the last are dropped
let pt = null; // the P/T of a card picked from the corpus

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else e.setAttribute(k, v);
  }
  for (const c of children) {
    if (c === null || c === undefined) continue;
    e.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return e;
}

function debounce(fn, ms) {
  let timer = null;
  return () => { clearTimeout(timer); timer = setTimeout(fn, ms); };
}

async function call(path, body) {
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const data = await r.json();
  if (!r.ok) throw new Error(data.error || `${path}: ${r.status}`);
  return data;
}

function side(lang) {
  const s = { text: $(`text-${lang}`).value, lang, name: $(`name-${lang}`).value, type_line: $(`type-${lang}`).value };
  if (pt) s.pt = pt;
  return s;
}

// ---------------------------------------------------------------- highlighted text
function highlight(lang, text, marks) {
  const box = $(`preview-${lang}`);
  box.replaceChildren();
  const chars = Array.from(text);
  marks = marks.filter((m) => m.end > m.start).sort((a, b) => a.start - b.start || b.end - a.end);
  let at = 0;
  for (const m of marks) {
    if (m.start < at) continue; // overlapping: the first one shown
    box.append(chars.slice(at, m.start).join(""));
    box.append(el("mark", { class: m.cls || "", title: m.title, "data-code": m.code }, chars.slice(m.start, m.end).join("")));
    at = m.end;
  }
  box.append(chars.slice(at).join(""));
}

function marksOf(findings) {
  const out = { en: [], ja: [] };
  for (const f of findings) {
    const title = `${f.code} ${f.message}`;
    const cls = f.code === "U100" ? "unreadable" : "";
    out[f.lang].push({ start: f.span[0], end: f.span[1], title, code: f.code, cls });
    for (const r of f.related || []) out[r.lang].push({ start: r.span[0], end: r.span[1], title, code: f.code, cls });
  }
  return out;
}

// ---------------------------------------------------------------- one side's results
function statusBadge(s) { return el("span", { class: `status ${s}` }, s); }

function withCR(text) {
  const li = el("li");
  const parts = text.split(/(CR \d{3}(?:\.\d+[a-z]?)?(?:,? \d{3}(?:\.\d+[a-z]?)?)*)/);
  parts.forEach((p, i) => li.append(i % 2 ? el("span", { class: "cr" }, p) : p));
  return li;
}

function treeNode(t) {
  if (t.token !== undefined) return el("div", { class: "leaf" }, `${t.token ? t.token + " " : ""}"${t.text}"`);
  const d = el("details", { open: "" }, el("summary", {}, t.rule));
  for (const c of t.children) d.append(treeNode(c));
  return d;
}

function renderExplain(lang, data) {
  const box = el("div", { class: "explain" });
  const head = el("p", {}, statusBadge(data.status), `${data.lines.length} line${data.lines.length === 1 ? "" : "s"}`);
  if (data.assumed_type) head.append(el("span", { class: "muted" }, ` — no type line: read as ${data.assumed_type}`));
  box.append(head);
  data.lines.forEach((line, i) => {
    const a = el("div", { class: `ability ${line.status}` },
      el("div", {}, statusBadge(line.status), el("strong", {}, `line ${i + 1}: `), line.text));
    if (line.unparsed) {
      a.append(el("p", {}, `not understood: ${line.unparsed.reason}`));
      if (line.unparsed.expected.length) a.append(el("p", { class: "muted" }, "expected one of: " + line.unparsed.expected.slice(0, 15).join(", ")));
    }
    if (line.tree_json) {
      a.append(el("details", { class: "tree-box" }, el("summary", {}, "parse tree"), el("div", { class: "tree" }, treeNode(line.tree_json))));
    }
    for (const ab of line.abilities) {
      a.append(el("p", {}, el("em", {}, ab.summary)));
      a.append(el("pre", { class: "ir" }, JSON.stringify(ab.ir, null, 1)));
      if (ab.rules.length) a.append(el("ul", { class: "rules" }, ...ab.rules.map(withCR)));
    }
    box.append(a);
  });
  return box;
}

function renderFindings(findings) {
  const box = el("div", { class: "findings" });
  if (!findings.length) return el("div", { class: "findings muted" }, "no lint findings");
  box.append(el("h3", {}, `${findings.length} lint finding${findings.length === 1 ? "" : "s"}`));
  for (const f of findings) {
    const d = el("div", { class: "finding", "data-code": f.code },
      el("code", {}, f.code), ` ${f.line}:${f.column} ${f.message} `, el("q", {}, f.text));
    for (const r of f.related || []) d.append(el("div", {}, `↔ ${r.lang} ${r.line}:${r.column}: `, el("q", {}, r.text)));
    if (f.suggestion !== undefined) {
      d.append(el("div", { class: "suggestion" }, f.suggestion ? `suggestion: replace with “${f.suggestion}”` : "suggestion: delete it"));
    }
    d.append(el("div", { class: "muted" }, withCR(`rule: ${f.rule}`).textContent));
    box.append(d);
  }
  return box;
}

// ---------------------------------------------------------------- the pair
function renderPair(data) {
  const x = data.findings.filter((f) => f.code.startsWith("X"));
  $("pair-findings").replaceChildren(x.length ? renderFindings(x) : el("p", { class: "muted" }, "the two texts compile to the same IR"));
  const body = $("pair-table").querySelector("tbody");
  body.replaceChildren();
  for (const row of data.abilities) {
    const cell = (s) => el("td", {}, s ? s.text : el("span", { class: "muted" }, "(no ability)"));
    const ir = row.same ? el("pre", { class: "ir" }, JSON.stringify(row.en.ir))
      : el("div", {}, ...LANGS.map((l) => el("pre", { class: "ir" }, `${l}: ${row[l] ? JSON.stringify(row[l].ir) : "-"}`)));
    if (!row.same && row.ja) { // the differences found in this ability, with the words of each text
      const inside = x.filter((f) => f.span[0] >= row.ja.span[0] && f.span[1] <= row.ja.span[1]);
      for (const f of inside) {
        const en = (f.related || [])[0];
        ir.prepend(el("div", { class: "difference" }, el("code", {}, f.code), ` ${f.message}: ja “${f.text}”`,
          en ? ` ↔ en “${en.text}”` : ""));
      }
    }
    body.append(el("tr", { class: row.same ? "same" : "differs" }, el("td", { class: "verdict" }, `${row.index + 1} ${row.same ? "=" : "≠"}`),
      cell(row.en), cell(row.ja), el("td", {}, ir)));
  }
  $("pair").hidden = false;
}

// ---------------------------------------------------------------- update as you type
async function update() {
  const mine = ++generation;
  const sides = LANGS.filter((l) => $(`text-${l}`).value.trim());
  $("busy").textContent = sides.length ? "compiling…" : "";
  try {
    const explained = await Promise.all(sides.map((l) => call("/api/explain", side(l))));
    let findings = [];
    let pairData = null;
    if (sides.length === 2) {
      pairData = await call("/api/pair", { en: side("en"), ja: side("ja") });
      findings = pairData.findings;
    } else if (sides.length === 1) {
      findings = (await call("/api/lint", side(sides[0]))).findings;
    }
    if (mine !== generation) return;
    const marks = marksOf(findings);
    for (const l of LANGS) {
      const i = sides.indexOf(l);
      highlight(l, $(`text-${l}`).value, marks[l]);
      const box = $(`result-${l}`);
      box.replaceChildren();
      if (i >= 0) box.append(renderExplain(l, explained[i]), renderFindings(findings.filter((f) => f.lang === l)));
    }
    if (pairData) renderPair(pairData); else $("pair").hidden = true;
    $("error").hidden = true;
    $("busy").textContent = "";
    document.body.dataset.updated = String(mine);
  } catch (e) {
    if (mine !== generation) return;
    $("error").textContent = e.message;
    $("error").hidden = false;
    $("busy").textContent = "";
  }
}

let picked = ""; // the card last picked: picking it again (on blur) keeps what was typed since

async function pickCard() {
  const name = $("card").value.trim();
  if (!name || name === picked) return;
  const r = await fetch(`/api/card?name=${encodeURIComponent(name)}`);
  if (!r.ok) return; // still typing a name
  const card = await r.json();
  picked = name;
  for (const l of LANGS) {
    $(`name-${l}`).value = card[l].name;
    $(`type-${l}`).value = card[l].type_line;
    $(`text-${l}`).value = card[l].text;
  }
  pt = card.pt;
  update();
}

async function loadNames() {
  const r = await fetch("/api/cards");
  const list = $("card-names");
  for (const c of (await r.json()).cards) {
    list.append(el("option", { value: c.en }, c.ja || ""));
  }
}

const later = debounce(update, 300);
for (const l of LANGS) {
  for (const id of [`text-${l}`, `name-${l}`, `type-${l}`]) $(id).addEventListener("input", later);
}
$("card").addEventListener("change", pickCard);
$("card").addEventListener("input", debounce(pickCard, 300));
loadNames();
