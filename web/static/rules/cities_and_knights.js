// Cities & Knights' part of the board page (web/rules/cities_and_knights): knights (I, II, III by strength;
// filled in the owner's colour when active, hollow when not), city walls, metropolises, the merchant, and the
// barbarian ship's track in a strip under the island. Each piece carries the words web/rules/cities_and_knights
// gives it (ctx.labels).
"use strict";
window.CatanBoard.register({
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
      const [x, y] = ctx.map.hexes[ck.merchant].at, g = ctx.piece(svg, "merchant", L.merchant);
      ctx.el("rect", { x: x + S * 0.3, y: y - S * 0.15, width: S * 0.22, height: S * 0.3, fill: ctx.colour(ck.merchant_owner), stroke: P.outline, "stroke-width": 2 }, g);
    }
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
