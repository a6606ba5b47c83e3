# Cities & Knights' decisions a standing order answers (service/rules/cities_and_knights, issue #33). Keys: ck-orders-<what>.
ck-orders-covered-pillage = the pillaged city
ck-orders-covered-gifts = Wedding / Harbor / Deserter gifts
ck-orders-covered-retreats = knight retreats
