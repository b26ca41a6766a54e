// Playmat sensor mat: reference firmware, protocol version 1 (hardware/mat/PROTOCOL.md).
//
// Board: Arduino Mega 2560 or Uno (pins in board.h). Each zone has two reflective IR sensors (TCRT5000)
// read through CD74HC4067 16-channel multiplexers: a centre sensor that any card
// covers, and a side sensor that only a card turned sideways (rested) covers.
// The sensors tell presence, not a count, so the mat announces sense "P".
// One WS2812B LED per zone shows where a card should go (ws2812.h). See WIRING.md and BOM.md.
// Build and flash from Debian packages: hardware/firmware/Makefile (or the Arduino IDE).
//
// Behaviour mirrors hardware/mat/device.py (the simulator): same frames, same
// heartbeat rule, same answers to host commands. Keep the two in step.

#include "board.h"
#include "ws2812.h"

// ---------------------------------------------------------------- configuration

#define PROTOCOL_VERSION 1
#define FIRMWARE "1.1.0"
#ifndef MAP_ID
#define MAP_ID "vanguard"      // ruleset id of the zone map; "-" to let the host choose
#endif
#ifndef ZONES
#define ZONES 24               // must equal the zone map's size (vanguard: 24); at most 48
#endif
#ifndef DEVICE_ID
#define DEVICE_ID "MAT-0001"   // printed on the mat's label; one per mat
#endif

// Sensor channel c = zone * 2 (centre) or zone * 2 + 1 (side); multiplexer c / 16, input c % 16.
const int COVERED_ON = 120;      // reflected minus ambient, ADC counts: a card is there
const int COVERED_OFF = 80;      // hysteresis: below this the card is gone
// A sensor reading below this with the emitters off (1 V) is flooded with
// infrared (sunlight, a halogen lamp) or shorted: it cannot see a card.
const int DARK_MIN = 205;
const unsigned long FAULT_REPORT_MS = 1000;   // "X 4 sensor-<c>-saturated", again each second while it lasts

// How long a sensor needs to follow its emitter (and a multiplexer input to
// settle) before it is read. The TCRT5000's datasheet gives 10 us rise and fall
// times with a 100 ohm load; the 10 kohm pull-up here makes it several times
// slower. 120 us reads a sensor that needs up to 100 us (the hil tests model one).
const unsigned int SETTLE_US = 120;

const unsigned long SCAN_US = 9500;  // a scan starts every 9.5 ms, or when the last one ends if later
const unsigned long HEARTBEAT_MS = 500;
const uint8_t MAX_FRAME = 96;

// ---------------------------------------------------------------- state

Ws2812<ZONES> leds;

uint8_t counts[ZONES];          // 0 or 1 (presence)
char orients[ZONES];            // 'S', 'R' or '-'
bool sensorOn[2 * ZONES];       // channel c: zone c / 2, centre (even) or side (odd)
bool sensorBad[2 * ZONES];      // saturated: see DARK_MIN
uint8_t ledMode[ZONES];         // 0 off, 1 on, 2 blink
uint32_t ledColor[ZONES];

uint16_t seq = 0;
unsigned long bootMs = 0, lastSentMs = 0, lastScanUs = 0, lastFaultMs = 0;
const char *deviceId = DEVICE_ID;
char rx[MAX_FRAME + 1];
uint8_t rxLen = 0;

void boot();

// ---------------------------------------------------------------- CRC-16/CCITT-FALSE

uint16_t crc16(const char *data, size_t n) {
  uint16_t crc = 0xFFFF;
  for (size_t i = 0; i < n; i++) {
    crc ^= (uint16_t)(uint8_t)data[i] << 8;
    for (uint8_t b = 0; b < 8; b++) crc = (crc & 0x8000) ? (crc << 1) ^ 0x1021 : crc << 1;
  }
  return crc;
}

// ---------------------------------------------------------------- the serial line

// Bytes from the host, moved out of the serial driver's 64-byte buffer
// whenever the firmware waits to send: a dump takes 45 ms on the wire, in
// which the host may send more than 64 bytes (LED commands).
uint8_t hostRing[256];
uint8_t hostHead = 0, hostTail = 0;   // uint8_t: they wrap with the ring

void pumpHost() {
  while (Serial.available() && (uint8_t)(hostHead + 1) != hostTail) hostRing[hostHead++] = Serial.read();
}

void sendBytes(const uint8_t *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    while (Serial.availableForWrite() == 0) pumpHost();
    Serial.write(s[i]);
  }
}

// ---------------------------------------------------------------- frames out

// body is "<type> <fields>"; the seq is inserted after the type.
void sendFrame(char type, const char *fields) {
  char body[MAX_FRAME];
  int n;
  if (fields[0]) n = snprintf(body, sizeof body, "%c %04X %s", type, seq, fields);
  else n = snprintf(body, sizeof body, "%c %04X", type, seq);
  if (n < 0 || n >= (int)sizeof body - 7) return;
  seq++;
  sendBytes((const uint8_t *)"$", 1);
  sendBytes((const uint8_t *)body, n);
  char tail[8];
  snprintf(tail, sizeof tail, "*%04X\n", crc16(body, n));
  sendBytes((const uint8_t *)tail, strlen(tail));
  lastSentMs = millis();
}

void sendHello() {
  char f[64];
  snprintf(f, sizeof f, "%d %s %s %s %d P", PROTOCOL_VERSION, deviceId, FIRMWARE, MAP_ID, ZONES);
  sendFrame('H', f);
}

void sendZone(uint8_t z) {
  char f[16];
  snprintf(f, sizeof f, "%u %u %c", z, counts[z], orients[z]);
  sendFrame('Z', f);
}

void sendError(uint8_t code, const char *text) {
  char f[48];
  snprintf(f, sizeof f, "%u %s", code, text);
  sendFrame('X', f);
}

void sendDump() {
  char f[8];
  snprintf(f, sizeof f, "%d", ZONES);
  sendFrame('D', f);
  for (uint8_t z = 0; z < ZONES; z++) sendZone(z);   // one uninterrupted run
  sendFrame('E', f);
}

// ---------------------------------------------------------------- sensors

const uint8_t MUXES = (2 * ZONES + 15) / 16;

void selectInput(uint8_t input) {
  for (uint8_t b = 0; b < 4; b++) digitalWrite(MUX_SELECT[b], input >> b & 1);
}

bool covered(bool was, int level) { return was ? level > COVERED_OFF : level > COVERED_ON; }

void readHost();

// Reads every sensor; with report, sends a hint for each zone that changed.
// The first scan, before the boot hello, only sets the picture: a board that
// restarts with cards on it reports them as they are, never as gone.
void scan(bool report) {
  // One multiplexer input at a time, on every multiplexer at once: read them
  // all dark, then all lit, then the emitters go off again while the next
  // input settles. Reflected light = dark - lit (a TCRT5000 with a pull-up
  // reads lower the more light it gets), so room light does not count.
  for (uint8_t input = 0; input < 16; input++) {
    int dark[MUXES], lit[MUXES];
    selectInput(input);
    delayMicroseconds(SETTLE_US);
    for (uint8_t m = 0; m < MUXES; m++) dark[m] = analogRead(MUX_SIGNAL[m]);
    digitalWrite(EMITTER_PIN, HIGH);
    delayMicroseconds(SETTLE_US);
    for (uint8_t m = 0; m < MUXES; m++) lit[m] = analogRead(MUX_SIGNAL[m]);
    digitalWrite(EMITTER_PIN, LOW);
    for (uint8_t m = 0; m < MUXES; m++) {
      uint8_t c = m * 16 + input;
      if (c >= 2 * ZONES) continue;
      sensorOn[c] = covered(sensorOn[c], dark[m] - lit[m]);
      sensorBad[c] = dark[m] < DARK_MIN;
    }
    if (report) readHost();                      // keep up with the host during the scan
  }
  for (uint8_t z = 0; z < ZONES; z++) {
    uint8_t count = sensorOn[2 * z] ? 1 : 0;
    char orient = count ? (sensorOn[2 * z + 1] ? 'R' : 'S') : '-';
    if (count != counts[z] || orient != orients[z]) {
      counts[z] = count;
      orients[z] = orient;
      if (report) sendZone(z);                   // a hint; the host debounces
    }
  }
}

// ---------------------------------------------------------------- LEDs

// Writes the LEDs only when one of them changes (a blinking zone changes
// every 250 ms), and never while a host frame is arriving.
bool ledsPending = false;

void showLeds() {
  bool blinkOn = (millis() / 250) % 2 == 0;    // about 2 Hz
  for (uint8_t z = 0; z < ZONES; z++) {
    bool lit = ledMode[z] == 1 || (ledMode[z] == 2 && blinkOn);
    if (leds.set(z, lit ? ledColor[z] : 0)) ledsPending = true;
  }
  if (ledsPending && rxLen == 0 && hostHead == hostTail && !Serial.available()) {
    leds.show();
    ledsPending = false;
  }
}

void setLed(int zone, uint8_t mode, uint32_t color) {
  for (uint8_t z = 0; z < ZONES; z++) {
    if (zone < 0 || zone == z) {
      ledMode[z] = mode;
      ledColor[z] = color;
    }
  }
}

// ---------------------------------------------------------------- host commands

// n upper-case hex digits
bool isHex(const char *s, uint8_t n) {
  for (uint8_t i = 0; i < n; i++) if (!isxdigit(s[i]) || islower(s[i])) return false;
  return true;
}

bool isHex4(const char *s) { return isHex(s, 4); }

// a decimal number without leading zeros, as the protocol writes them
bool isNumber(const char *s) {
  size_t n = strlen(s);
  if (n == 0 || n > 3 || (s[0] == '0' && n > 1)) return false;
  for (size_t i = 0; i < n; i++) if (!isdigit(s[i])) return false;
  return true;
}

void handleLine(char *line, uint8_t n) {
  // the frame starts at the last '$'. The host sends nothing but frames, so a
  // line without one, or with bytes before it, lost bytes: say so (the host
  // then sends its LED state again), then read the frame that follows
  char *start = NULL;
  for (uint8_t i = 0; i < n; i++) if (line[i] == '$') start = line + i;
  if (start != line && n) sendError(1, "bad-frame");
  if (!start) return;
  char *star = strrchr(start, '*');
  if (!star || strlen(star) != 5 || !isHex4(star + 1)) { sendError(1, "bad-frame"); return; }
  size_t bodyLen = star - (start + 1);
  if (strtoul(star + 1, NULL, 16) != crc16(start + 1, bodyLen)) { sendError(1, "bad-frame"); return; }
  *star = '\0';
  char *body = start + 1;
  char type = body[0];
  if (body[1] != ' ' || strlen(body) < 6 || !isHex4(body + 2)) { sendError(1, "bad-frame"); return; }
  char *fields = body + 6;                      // "" or " <fields>"
  switch (type) {
    case 'p': if (*fields) { sendError(1, "bad-frame"); return; } sendHello(); break;
    case 'd': if (*fields) { sendError(1, "bad-frame"); return; } sendDump(); break;
    case 'r': if (*fields) { sendError(1, "bad-frame"); return; } boot(); break;
    case 'l': {
      char zone[6], mode[8], color[8];
      if (sscanf(fields, " %5s %7s %7s", zone, mode, color) != 3 || strlen(color) != 6) {
        sendError(1, "bad-frame");
        return;
      }
      uint8_t m = !strcmp(mode, "off") ? 0 : !strcmp(mode, "on") ? 1 : !strcmp(mode, "blink") ? 2 : 9;
      if (m == 9 || !isHex(color, 6)) { sendError(1, "bad-frame"); return; }
      int z = -1;
      if (strcmp(zone, "*")) {
        if (!isNumber(zone) || (z = atoi(zone)) > 249) { sendError(1, "bad-frame"); return; }
      }
      if (z >= ZONES) { char t[24]; snprintf(t, sizeof t, "no-zone-%d", z); sendError(3, t); return; }
      setLed(z, m, strtoul(color, NULL, 16));
      break;
    }
    default: sendError(2, "unknown-command");
  }
}

void readHost() {
  pumpHost();
  while (hostTail != hostHead) {
    char c = hostRing[hostTail++];
    if (c == '\n') {
      if (rxLen && rx[rxLen - 1] == '\r') rxLen--;
      rx[rxLen] = '\0';
      handleLine(rx, rxLen);
      rxLen = 0;
    } else if (rxLen < MAX_FRAME) {
      rx[rxLen++] = c;
    } else {
      rxLen = 0;                                 // overlong: drop it
    }
  }
}

// ---------------------------------------------------------------- main

void boot() {
  seq = 0;
  bootMs = millis();
  setLed(-1, 0, 0);
  sendHello();
}

void setup() {
  for (uint8_t b = 0; b < 4; b++) pinMode(MUX_SELECT[b], OUTPUT);
  pinMode(EMITTER_PIN, OUTPUT);
  digitalWrite(EMITTER_PIN, LOW);
#ifdef ADCSRA
  ADCSRA = (ADCSRA & ~7) | 4;                    // ADC clock 1 MHz: 13 us a reading, about 8 good bits (plenty
                                                 // for thresholds of 80-120 counts); Arduino sets 125 kHz
#endif
  leds.begin(LED_PIN);
  leds.setBrightness(64);
  for (uint8_t z = 0; z < ZONES; z++) { counts[z] = 0; orients[z] = '-'; }
  lastScanUs = micros();
  scan(false);                                   // the picture is right before anyone asks
  Serial.begin(115200);
  boot();
}

void loop() {
  readHost();
  unsigned long now = micros();
  if (now - lastScanUs >= SCAN_US) {
    lastScanUs = now;
    scan(true);
    showLeds();
  }
  if (millis() - lastFaultMs >= FAULT_REPORT_MS) {
    lastFaultMs = millis();
    for (uint8_t c = 0; c < 2 * ZONES; c++) {
      if (!sensorBad[c]) continue;
      char t[24];
      snprintf(t, sizeof t, "sensor-%u-saturated", c);
      sendError(4, t);
    }
  }
  if (millis() - lastSentMs >= HEARTBEAT_MS) {
    char f[12];
    snprintf(f, sizeof f, "%lu", ((millis() - bootMs) / 1000) % 1000000UL);
    sendFrame('B', f);
  }
}
