# Seafarers: its /catan new parameter (issue #33 item 2).
sea-cmd-scenario = Seefahrer
