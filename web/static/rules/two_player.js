// The 2-player variant's part of the board page (web/rules/two_player): the neutral players' colours (their
// roads and settlements are drawn with everyone's). Both rolls of the turn are written under the dice
// (the base game's plug-in, from this rule set's labels), the trade cards are in the Players panel.
"use strict";
window.CatanBoard.register({
  // its "?" lines (web/rules/two_player's labels: only the parts this game has)
  panel(ctx) { for (const h of ctx.labels.two_help || []) ctx.explain(h.key, h.title, h.text); },
  colourName(seat, doc) {
    const two = doc.view.two_player;
    const neutral = two && (two.neutrals || []).find((n) => n.seat === seat);
    return neutral ? neutral.colour : null;
  },
});
