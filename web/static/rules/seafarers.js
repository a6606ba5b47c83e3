// Seafarers' part of the board page (web/rules/seafarers): ships on their paths, the pirate, hexes still in fog.
"use strict";
window.CatanBoard.register({
  draw(svg, ctx) {
    const sea = ctx.doc.view.sea;
    if (!sea) return;
    const S = ctx.map.size, P = ctx.palette;
    for (const h of sea.fog || []) {
      const hex = ctx.map.hexes[h] || ctx.map.frame[h - ctx.map.hexes.length];
      if (hex) ctx.el("circle", { cx: hex.at[0], cy: hex.at[1], r: S * 0.8, fill: "#b4b4b4", "fill-opacity": 0.9 }, svg);
    }
    for (const [e, seat] of sea.ships || []) {
      const [a, b] = ctx.edgeEnds(e);
      const x = (a[0] + b[0]) / 2, y = (a[1] + b[1]) / 2, s = S * 0.18;
      ctx.el("polygon", { points: `${x - s},${y} ${x + s},${y} ${x + s * 0.6},${y + s * 0.6} ${x - s * 0.6},${y + s * 0.6}`, fill: ctx.colour(seat), stroke: P.outline, "stroke-width": 2 }, svg);
      ctx.el("polygon", { points: `${x},${y - s * 1.2} ${x + s * 0.7},${y - s * 0.1} ${x},${y - s * 0.1}`, fill: ctx.colour(seat), stroke: P.outline, "stroke-width": 2 }, svg);
    }
    if (sea.pirate !== undefined && sea.pirate !== null && sea.pirate >= 0) {
      const hex = ctx.map.hexes[sea.pirate] || ctx.map.frame[sea.pirate - ctx.map.hexes.length];
      if (hex) ctx.el("circle", { cx: hex.at[0], cy: hex.at[1], r: S * 0.22, fill: "#1c1c1c", stroke: P.outline, "stroke-width": 2 }, svg);
    }
  },
});
