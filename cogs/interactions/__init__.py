"""What every cog stands on: the /catan command tree, the component and form base classes and the routing of a
click to its flow (``dispatch``, ``forms``), decoding what a client sends (``inputs``), user errors and replies
(``common``), and user text made safe to echo (``escape``, ``mentions``, ``names``)."""
