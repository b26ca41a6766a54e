"""The MQTT v5 client the referee and the seats share (paho-mqtt 2.x).

Every client keeps a session on the broker (MQTT v5 session expiry,
:data:`SESSION_EXPIRY`) under a client id of its user's, so a client that
drops and comes back, even from another process or machine, finds the
messages queued for it; it leaves a last will on its presence topic
(retained ``"offline"``) and says ``"online"`` there once connected, which
is how the others learn its connection state. paho reconnects on its own,
soon (:data:`RECONNECT_DELAY`).
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable
from typing import Any

import paho.mqtt.client as mqtt
from paho.mqtt.enums import CallbackAPIVersion, MQTTProtocolVersion
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.properties import Properties
from paho.mqtt.reasoncodes import ReasonCode

log = logging.getLogger(__name__)

#: seconds the broker keeps a client's session after it drops
SESSION_EXPIRY = 3600
#: seconds between two keep-alive pings: a dead connection is noticed in 1.5 times this
KEEPALIVE = 5
#: the first and the longest wait before paho connects again (seconds)
RECONNECT_DELAY = (1, 4)

Handler = Callable[[str, bytes, bool], None]


class Connection:
    """One client: connects with a user and password, keeps its session,
    announces ``online`` on ``presence`` (``offline`` is its will; a
    spectator has no presence topic), and hands
    every message to ``handler(topic, payload, retained)`` on paho's thread.
    ``on_connect()`` runs after each (re)connection, after the subscriptions."""

    def __init__(
        self,
        client_id: str,
        user: str,
        password: str,
        presence: str | None,
        subscriptions: list[str],
        handler: Handler,
        on_connect: Callable[[], None] | None = None,
    ) -> None:
        self.presence = presence
        self.subscriptions = subscriptions
        self._following = threading.Lock()
        self.handler = handler
        self.after_connect = on_connect
        self.connected = threading.Event()
        #: why the broker refused the last connection ("" if it did not)
        self.refused = ""
        #: the reason codes of the last subscription (a refused one is 0x87, not authorised)
        self.granted: list[int] = []
        self.subscribed = threading.Event()
        self.connections = 0
        self.client_id = client_id
        c = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=client_id, protocol=MQTTProtocolVersion.MQTTv5)
        c.username_pw_set(user, password)
        if presence is not None:
            c.will_set(presence, b"offline", qos=1, retain=True)
        c.reconnect_delay_set(*RECONNECT_DELAY)
        c.max_inflight_messages_set(100)
        c.max_queued_messages_set(0)
        c.on_connect = self._on_connect
        c.on_disconnect = self._on_disconnect
        c.on_message = self._on_message
        c.on_subscribe = self._on_subscribe
        self.client = c

    def start(self, host: str, port: int) -> None:
        props = Properties(PacketTypes.CONNECT)  # type: ignore[no-untyped-call]
        props.SessionExpiryInterval = SESSION_EXPIRY
        self.client.connect_async(host, port, keepalive=KEEPALIVE, clean_start=False, properties=props)
        self.client.loop_start()

    def stop(self, farewell: bytes = b"offline") -> None:
        """Say ``farewell`` on the presence topic, disconnect, and stop the thread."""
        if self.client.is_connected():
            if self.presence is not None:
                info = self.client.publish(self.presence, farewell, qos=1, retain=True)
                try:
                    info.wait_for_publish(2.0)
                except (RuntimeError, ValueError):
                    pass
            self.client.disconnect()
        self.client.loop_stop()

    def follow(self, topic: str) -> None:
        """Subscribe to ``topic`` as well, now and after each reconnection
        (nothing when it is followed already)."""
        with self._following:
            if topic in self.subscriptions:
                return
            self.subscriptions = [*self.subscriptions, topic]
        self.client.subscribe(topic, 1)

    def unfollow(self, topic: str) -> None:
        """No longer subscribe to ``topic`` (:meth:`follow`)."""
        with self._following:
            if topic not in self.subscriptions:
                return
            self.subscriptions = [t for t in self.subscriptions if t != topic]
        self.client.unsubscribe(topic)

    def publish(self, topic: str, data: Any, retain: bool = False) -> mqtt.MQTTMessageInfo:
        payload = data if isinstance(data, bytes) else json.dumps(data, separators=(",", ":")).encode()
        return self.client.publish(topic, payload, qos=1, retain=retain)

    def _on_connect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: ReasonCode, props: Properties | None
    ) -> None:
        if reason.is_failure:
            self.refused = str(reason)
            log.warning("the broker refused %s: %s", self.client_id, reason)
            return
        self.refused = ""
        self.connections += 1
        self.subscribed.clear()
        if self.subscriptions:
            client.subscribe([(t, 1) for t in self.subscriptions])
        if self.presence is not None:
            client.publish(self.presence, b"online", qos=1, retain=True)
        self.connected.set()
        if self.after_connect is not None:
            self.after_connect()

    def _on_disconnect(
        self, client: mqtt.Client, userdata: Any, flags: Any, reason: ReasonCode, props: Properties | None
    ) -> None:
        self.connected.clear()

    def _on_subscribe(
        self, client: mqtt.Client, userdata: Any, mid: int, reasons: list[ReasonCode], props: Properties | None
    ) -> None:
        self.granted = [r.value for r in reasons]
        self.subscribed.set()

    def _on_message(self, client: mqtt.Client, userdata: Any, msg: mqtt.MQTTMessage) -> None:
        try:
            self.handler(msg.topic, bytes(msg.payload), bool(msg.retain))
        except Exception:  # a bug in a handler must not stop the network thread
            log.exception("handling a message on %s", msg.topic)
