"""Remote play through an MQTT v5 broker (Mosquitto).

A referee (:mod:`remote.referee`, ``playmat referee``) runs the
:class:`~engine.match.Match` headless and is the only process that knows the
whole game; each seat reads only its own topics (:mod:`remote.topics`), which
the broker's access control enforces (:mod:`remote.broker`). No Qt here: the
desktop's online games, the headless seats (``playmat remote-seat``) and the
tests use it alike.
"""
