// Seafarers' part of the board page (web/rules/seafarers): ships (a hull and a sail in the owner's colour on
// the middle of their path, so that they never read as roads), the pirate's black ship, and a "?" on every fog
// hex still face down (the hex itself in the images' fog colour: map.palette.tiles). Each piece carries the words
// web/rules/seafarers gives it (ctx.labels); each player's ships and Catan chits are in their line of the Players
// panel (the document's "players").
// A ship's move is drawn until the turn ends: the ship faint where it stood and a dashed arrow to where it went
// (the log's line names both paths), so it does not seem to jump. The page sees the move as one ship of a seat
// gone from a path and one of the same seat come to another between two documents it draws.
"use strict";
(() => {
let seen = null, moved = null;  // the ships (path -> seat) last drawn; the last move seen {from, to, seat, turn}

function follow(view) {
  const now = new Map((view.seafarers.ships || []).map(([e, seat]) => [e, seat]));
  if (seen) {
    const gone = [...seen].filter(([e, seat]) => now.get(e) !== seat);
    const came = [...now].filter(([e, seat]) => seen.get(e) !== seat);
    if (gone.length === 1 && came.length === 1 && gone[0][1] === came[0][1]) {
      moved = { from: gone[0][0], to: came[0][0], seat: came[0][1], turn: view.turn };
    }
  }
  seen = now;
  return moved && moved.turn === view.turn && now.get(moved.to) === moved.seat && !now.has(moved.from) ? moved : null;
}

window.CatanBoard.register({
  // its "?" lines (web/rules/seafarers's labels: only the parts this game has)
  panel(ctx) { for (const h of ctx.labels.sea_help || []) ctx.explain(h.key, h.title, h.text); },
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
    const move = follow(ctx.doc.view);
    if (move) {
      const mid = (e) => { const [a, b] = ctx.edgeEnds(e); return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]; };
      const [x1, y1] = mid(move.from), [x2, y2] = mid(move.to);
      const g = ctx.el("g", { class: "ship-moved", "aria-hidden": "true", "data-from": move.from, "data-to": move.to }, svg);
      ship(ctx.el("g", { opacity: 0.4 }, g), x1, y1, S * 0.26, ctx.colour(move.seat));
      const d = Math.hypot(x2 - x1, y2 - y1) || 1, ux = (x2 - x1) / d, uy = (y2 - y1) / d;
      const sx = x1 + ux * S * 0.3, sy = y1 + uy * S * 0.3, ex = x2 - ux * S * 0.42, ey = y2 - uy * S * 0.42;
      if (d > S * 0.8) {  // (two paths side by side: the faint ship beside the real one says it)
        ctx.el("line", { x1: sx, y1: sy, x2: ex, y2: ey, stroke: "#ffffff", "stroke-width": S * 0.1, "stroke-linecap": "round" }, g);
        ctx.el("line", { class: "path", x1: sx, y1: sy, x2: ex, y2: ey, stroke: P.outline, "stroke-width": S * 0.05,
          "stroke-dasharray": `${S * 0.14} ${S * 0.09}` }, g);
        const h = S * 0.16;  // the arrow's head, pointing at the ship where it went
        ctx.el("polygon", { points: `${ex + ux * h},${ey + uy * h} ${ex - uy * h * 0.7},${ey + ux * h * 0.7} ${ex + uy * h * 0.7},${ey - ux * h * 0.7}`,
          fill: P.outline, stroke: "#ffffff", "stroke-width": 1.5 }, g);
      }
    }
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
})();
