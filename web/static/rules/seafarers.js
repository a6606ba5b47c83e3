// Seafarers' part of the board page (web/rules/seafarers): ships (a hull and a sail in the owner's colour on
// the middle of their path, so that they never read as roads), the pirate's black ship, and a "?" on every fog
// hex still face down (the hex itself in the images' fog colour: map.palette.tiles). Each piece carries the words
// web/rules/seafarers gives it (ctx.labels); each player's ships and Catan chits are in their line of the Players
// panel (the document's "players").
"use strict";
window.CatanBoard.register({
  draw(svg, ctx) {
    const sea = ctx.doc.view.seafarers;
    if (!sea) return;
    const S = ctx.map.size, P = ctx.palette, L = ctx.labels;
    const hexAt = (h) => ctx.map.hexes[h] || ctx.map.frame[h - ctx.map.hexes.length];
    for (const h of sea.fog || []) {
      const hex = hexAt(h);
      if (!hex) continue;
      const g = ctx.piece(svg, "fog", (L.fog || {})[h]);
      ctx.el("text", { x: hex.at[0], y: hex.at[1] + S * 0.15, "text-anchor": "middle", "font-size": S * 0.45, "font-weight": "bold", fill: P.ink, "fill-opacity": 0.6 }, g, "?");
    }
    const ship = (parent, x, y, s, fill) => {
      ctx.el("polygon", { points: `${x - s},${y} ${x + s},${y} ${x + s * 0.6},${y + s * 0.6} ${x - s * 0.6},${y + s * 0.6}`, fill, stroke: P.outline, "stroke-width": 2 }, parent);
      ctx.el("polygon", { points: `${x},${y - s * 1.2} ${x + s * 0.75},${y - s * 0.1} ${x},${y - s * 0.1}`, fill, stroke: P.outline, "stroke-width": 2 }, parent);
      ctx.el("line", { x1: x, y1: y - s * 1.2, x2: x, y2: y, stroke: P.outline, "stroke-width": 2 }, parent);
    };
    for (const [e, seat] of sea.ships || []) {
      const [a, b] = ctx.edgeEnds(e);
      ship(ctx.piece(svg, "ship", (L.ships || {})[e]), (a[0] + b[0]) / 2, (a[1] + b[1]) / 2, S * 0.26, ctx.colour(seat));
    }
    if (sea.pirate !== undefined && sea.pirate !== null && sea.pirate >= 0) {
      const hex = hexAt(sea.pirate);
      if (hex) ship(ctx.piece(svg, "pirate", L.pirate), hex.at[0], hex.at[1], S * 0.34, "#1c1c1c");
    }
  }
});
