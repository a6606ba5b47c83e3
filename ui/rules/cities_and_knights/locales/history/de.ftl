ck-history-barbarians = Barbarenangriffe: { $attacks } ({ $repelled } abgewehrt); geplünderte Städte: { $pillaged }.
ck-history-progress = Ausgespielte Fortschrittskarten: { $played }.
