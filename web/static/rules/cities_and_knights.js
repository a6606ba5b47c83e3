// Cities & Knights' part of the board page (web/rules/cities_and_knights): knights (I, II, III by strength;
// filled in the owner's colour when active, hollow when not), city walls, metropolises, the merchant, and the
// barbarian ship's track in a strip under the island. Each piece carries the words web/rules/cities_and_knights
// gives it (ctx.labels).
"use strict";
window.CatanBoard.register({
  // its "?" lines (web/rules/cities_and_knights's labels: only the parts this game has)
  panel(ctx) { for (const h of ctx.labels.ck_help || []) ctx.explain(h.key, h.title, h.text); },
  band(ctx) { return ctx.doc.view.ck ? 1.6 : 0; },
  draw(svg, ctx) {
    const ck = ctx.doc.view.ck;
    if (!ck) return;
    const S = ctx.map.size, P = ctx.palette, L = ctx.labels;
    const owners = new Map((ctx.doc.view.buildings || []).map(([v, seat]) => [v, seat]));
    for (const v of ck.walls || []) {
      const [x, y] = ctx.map.vertices[v].at, g = ctx.piece(svg, "wall", (L.walls || {})[v]);
      ctx.el("rect", { x: x - S * 0.36, y: y + S * 0.14, width: S * 0.72, height: S * 0.16, fill: ctx.colour(owners.get(v)), stroke: P.outline, "stroke-width": 2 }, g);
    }
    (ck.metropolis || []).forEach((v) => {
      if (v < 0) return;
      const [x, y] = ctx.map.vertices[v].at, g = ctx.piece(svg, "metropolis", (L.metropolises || {})[v]);
      const s = S * 0.14;
      ctx.el("polygon", { points: `${x - s},${y - S * 0.4} ${x - s},${y - S * 0.4 - s} ${x - s / 3},${y - S * 0.4 - s / 2} ${x},${y - S * 0.4 - s * 1.2} ${x + s / 3},${y - S * 0.4 - s / 2} ${x + s},${y - S * 0.4 - s} ${x + s},${y - S * 0.4}`,
        fill: P.highlight, stroke: P.outline, "stroke-width": 2 }, g);
    });
    for (const [v, seat, level, active] of ck.knights || []) {
      const [x, y] = ctx.map.vertices[v].at, g = ctx.piece(svg, "knight", (L.knights || {})[v]);
      g.setAttribute("data-level", level);
      g.setAttribute("data-active", active ? "yes" : "no");
      if (active) {
        ctx.el("circle", { cx: x, cy: y, r: S * 0.19, fill: ctx.colour(seat), stroke: P.outline, "stroke-width": S * 0.03 }, g);
      } else {  // hollow: a ring of the owner's colour inside a dashed dark one, whatever the colour (white too)
        ctx.el("circle", { cx: x, cy: y, r: S * 0.19, fill: P.panel, stroke: P.outline, "stroke-width": S * 0.03, "stroke-dasharray": `${S * 0.07} ${S * 0.05}` }, g);
        ctx.el("circle", { cx: x, cy: y, r: S * 0.14, fill: "none", stroke: ctx.colour(seat), "stroke-width": S * 0.05 }, g);
      }
      ctx.el("text", { x, y: y + S * 0.08, "text-anchor": "middle", "font-size": S * 0.22, "font-weight": "bold", fill: P.ink }, g, "I".repeat(level));
    }
    if (ck.merchant !== undefined && ck.merchant >= 0 && ctx.map.hexes[ck.merchant]) {
      // A figure (a head over a robed body) in its owner's colour right of the token, and its name written under it (above the hex's letter).
      const [hx, hy] = ctx.map.hexes[ck.merchant].at, g = ctx.piece(svg, "merchant", L.merchant);
      const x = hx + S * 0.5, y = hy - S * 0.05, fill = ctx.colour(ck.merchant_owner);
      ctx.el("polygon", { points: `${x - S * 0.14},${y + S * 0.22} ${x - S * 0.07},${y - S * 0.05} ${x + S * 0.07},${y - S * 0.05} ${x + S * 0.14},${y + S * 0.22}`,
        fill, stroke: P.outline, "stroke-width": 2 }, g);
      ctx.el("circle", { cx: x, cy: y - S * 0.13, r: S * 0.09, fill, stroke: P.outline, "stroke-width": 2 }, g);
      ctx.el("text", { x: hx + S * 0.45, y: hy + S * 0.4, "text-anchor": "middle", "font-size": S * 0.17, "font-weight": "bold", fill: P.ink,
        stroke: "#ffffff", "stroke-width": S * 0.04, "paint-order": "stroke" }, g, L.merchant_name || "");
    }
    drawDice(svg, ctx, ck);
    // The barbarian track in a strip of its own under the island (as the images draw it under the board, where
    // no harbor or piece is): the images' title ("Barbarians: attack in 4 ship rolls") over the steps, the ones
    // sailed filled, the ship on the one it has reached, Catan (the last) ringed red. One piece for a screen reader.
    const band = ctx.band;
    if (!band) return;
    // the images' colours of the barbarians and of Catan's step (rendering/rules/cities_and_knights/colours.py's
    // BARBARIAN, rendering/palette.py's BAD)
    const BARBARIAN = "#3c2c24", BAD = "#b42828";
    const steps = Math.max(1, ck.barbarian_steps || 7), at = Math.min(ck.barbarian || 0, steps);
    const track = ctx.piece(svg, "barbarians", L.barbarians);
    const left = band.x + S * 0.45, y = band.y + S * 1.15, r = S * 0.24;
    const gap = Math.min(S * 0.78, (band.width - S * 0.9) / steps);
    if (L.barbarians_title) {
      ctx.el("text", { x: left - r, y: band.y + S * 0.5, "font-size": S * 0.36, "font-weight": "bold", fill: P.ink }, track, L.barbarians_title);
    }
    ctx.el("line", { x1: left, y1: y, x2: left + steps * gap, y2: y, stroke: P.panel_edge, "stroke-width": S * 0.08 }, track);
    for (let i = 0; i <= steps; i++) {
      const last = i === steps;
      ctx.el("circle", { cx: left + i * gap, cy: y, r, fill: i < at ? BARBARIAN : "#ffffff", stroke: last ? BAD : BARBARIAN,
        "stroke-width": last ? S * 0.08 : S * 0.04 }, track);
    }
    const x = left + at * gap, s = S * 0.3;  // the ship: a hull and a sail over its step
    ctx.el("polygon", { points: `${x - s},${y - s * 0.1} ${x + s},${y - s * 0.1} ${x + s * 0.6},${y + s * 0.5} ${x - s * 0.6},${y + s * 0.5}`,
      fill: BARBARIAN, stroke: "#ffffff", "stroke-width": 2 }, track);
    ctx.el("polygon", { points: `${x},${y - s * 1.3} ${x + s * 0.75},${y - s * 0.2} ${x},${y - s * 0.2}`, fill: BARBARIAN, stroke: "#ffffff", "stroke-width": 2 }, track);
  },
});

// The last roll as C&K's images show it (rendering/rules/cities_and_knights/status.py): a red die, a yellow die and
// the event die (a black ship, or a city gate in its track's colour), in place of the base game's two white dice.
function drawDice(svg, ctx, ck) {
  // rendering/rules/cities_and_knights/colours.py's RED_DIE, YELLOW_DIE and TRACK_FILL; faces 0-2 are the ship's
  const CK_DIE = { red: "#cc242c", yellow: "#fad432", tracks: ["#f6c41e", "#2860d6", "#2c9648"], ship_faces: 3 };
  const dice = ctx.doc.view.dice;
  const old = svg.querySelector(".dice");
  if (old) old.remove();
  if (!dice) return;
  const S = ctx.map.size, P = ctx.palette, side = S * 0.45;
  const g = ctx.piece(svg, "dice", ctx.labels.dice);
  g.classList.add("dice");
  const die = (i, fill, ink, text) => {  // red and yellow side by side, the event die under the red (clear of the coast)
    const x = S * 0.3 + (i % 2) * S * 0.55, y = S * 0.3 + Math.floor(i / 2) * S * 0.55;
    ctx.el("rect", { x, y, width: side, height: side, rx: S * 0.08, fill, stroke: P.outline, "stroke-width": 2 }, g);
    if (text) ctx.el("text", { x: x + side / 2, y: y + S * 0.32, "text-anchor": "middle", "font-size": S * 0.3, "font-weight": "bold", fill: ink }, g, text);
    return [x, y];
  };
  die(0, CK_DIE.red, "#ffffff", String(dice[0]));
  die(1, CK_DIE.yellow, P.ink, String(dice[1]));
  const face = ck.event;
  if (face === undefined || face === null || face < 0) return;
  if (face < CK_DIE.ship_faces) {
    const [x, y] = die(2, "#fcfcfa", P.ink, "");
    const cx = x + side / 2, cy = y + side * 0.6, w = side * 0.36;
    ctx.el("polygon", { points: `${cx - w},${cy} ${cx + w},${cy} ${cx + w * 0.65},${cy + side * 0.18} ${cx - w * 0.65},${cy + side * 0.18}`, fill: P.outline }, g);
    ctx.el("polygon", { points: `${cx - w * 0.05},${cy - side * 0.42} ${cx + w * 0.75},${cy - side * 0.04} ${cx - w * 0.05},${cy - side * 0.04}`, fill: P.outline }, g);
  } else {
    const [x, y] = die(2, CK_DIE.tracks[(face - CK_DIE.ship_faces) % 3], P.ink, "");
    const cx = x + side / 2, top = y + side * 0.25, w = side * 0.24;  // a gate: an arch in the track's colour's frame
    ctx.el("path", { d: `M ${cx - w} ${y + side * 0.8} V ${top + w} A ${w} ${w} 0 0 1 ${cx + w} ${top + w} V ${y + side * 0.8} Z`,
      fill: "#fcfcfa", stroke: P.outline, "stroke-width": 2 }, g);
  }
}