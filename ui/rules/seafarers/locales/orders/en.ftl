# Seafarers' decisions a standing order answers (service/rules/seafarers, issue #33). Keys: sea-orders-<what>.
sea-orders-covered-gold = gold-field choices
