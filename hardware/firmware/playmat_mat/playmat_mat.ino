// Playmat sensor mat: reference firmware, protocol version 1 (hardware/mat/PROTOCOL.md).
//
// Board: Arduino Mega 2560 or Uno (pins in board.h). Each zone has reflective IR sensors (TCRT5000)
// read through CD74HC4067 16-channel multiplexers: a centre sensor that any card
// covers, and a side channel, a pair of sensors on one input either side, that only a
// card turned sideways (rested) covers.
// The sensors tell presence, not a count, so the mat announces sense "P".
// One WS2812B LED per zone shows where a card should go (ws2812.h). See WIRING.md and BOM.md.
// Build and flash from Debian packages: hardware/firmware/Makefile (or the Arduino IDE).
//
// Behaviour mirrors hardware/mat/device.py (the simulator): same frames, same
// heartbeat rule, same answers to host commands. Keep the two in step.

#include "board.h"
#include "ws2812.h"
#ifdef __AVR__
#include <avr/eeprom.h>
#endif

// ---------------------------------------------------------------- configuration

#define PROTOCOL_VERSION 1
#define FIRMWARE "1.2.0"
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
// A sensor's level is the light it gets back from its own emitter: its reading with the
// emitters off minus its reading with them on, in ADC counts. Each sensor has its own
// thresholds, set by calibration and kept in EEPROM (PROTOCOL.md, "Calibration"); a mat
// never calibrated uses these:
const int COVERED_ON = 120;      // a card is there
const int COVERED_OFF = 80;      // hysteresis: below this the card is gone
// Thresholds and levels are kept in units of Q counts (the ADC's 8 good bits at 1 MHz), so
// that three of them per sensor fit the Uno's RAM and EEPROM.
const uint8_t Q = 4;
// A calibration step reads every sensor for this long (about 16 scans) and takes the mean.
const unsigned long CALIBRATE_MS = 160;
// A sensor whose level with a card is not this far above its empty level cannot tell a card.
const int MIN_SPAN = 40;

// Sensor faults, each reported as "X 4 sensor-<c>-<kind>" every second while it lasts (the
// first that applies):
// saturated: its reading with the emitters off is under 1 V: flooded with infrared (sunlight,
//   a halogen lamp) or shorted to ground. It cannot see a card.
const int DARK_MIN = 205;
// range: its reading stayed at the pull-up's rail (4.95 V and up) with its emitter lit for a
//   whole second, where calibration saw it catch its own light off the empty mat (MIN_EMPTY):
//   unplugged, a broken wire or a dead emitter.
const int RAIL = 1013;
const int MIN_EMPTY = 8;
// stuck: its readings, emitters off and on, have not moved by one count for STUCK_S seconds.
//   A working sensor's never stay put that long (ADC noise, room light): the input is held by
//   something else (a multiplexer input or a line shorted to another).
const uint8_t STUCK_S = 5;
// noisy: it crossed its thresholds more than NOISY_FLIPS times in one second (a card put down
//   bounces two or three times): a loose contact or interference.
const uint8_t NOISY_FLIPS = 8;
const unsigned long FAULT_REPORT_MS = 1000;

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
// One sensor channel c: zone c / 2, centre (even) or side (odd).
struct Sensor {
  uint8_t on, off, empty;       // thresholds and the empty mat's level, in units of Q counts
  uint8_t raw;                  // a byte of the last readings: whether they moved
  uint8_t still;                // whole seconds the readings have not moved
  uint8_t flips;                // threshold crossings this second
  uint8_t flags;                // the F_ bits
};
const uint8_t F_COVERED = 1, F_SATURATED = 2, F_MOVED = 4, F_OFF_RAIL = 8;
Sensor sensors[2 * ZONES];
uint16_t calSum[2 * ZONES];     // a calibration step's sum of levels
char calStep = 0;               // 0, or the step under way: 'e' empty, 'k' card
uint8_t calScans = 0;
unsigned long calStartMs = 0;
uint8_t ledMode[ZONES];         // 0 off, 1 on, 2 blink
uint32_t ledColor[ZONES];

uint16_t seq = 0;
unsigned long bootMs = 0, lastSentMs = 0, lastScanUs = 0, lastFaultMs = 0;
char rx[MAX_FRAME + 1];
uint8_t rxLen = 0;

void boot();
const char BAD_FRAME[] PROGMEM = "bad-frame";

// ---------------------------------------------------------------- CRC-16/CCITT-FALSE

uint16_t crc16Add(uint16_t crc, uint8_t byte) {
  crc ^= (uint16_t)byte << 8;
  for (uint8_t b = 0; b < 8; b++) crc = (crc & 0x8000) ? (crc << 1) ^ 0x1021 : crc << 1;
  return crc;
}

uint16_t crc16(const char *data, size_t n) {
  uint16_t crc = 0xFFFF;
  for (size_t i = 0; i < n; i++) crc = crc16Add(crc, (uint8_t)data[i]);
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
  if (fields[0]) n = snprintf_P(body, sizeof body, PSTR("%c %04X %s"), type, seq, fields);
  else n = snprintf_P(body, sizeof body, PSTR("%c %04X"), type, seq);
  if (n < 0 || n >= (int)sizeof body - 7) return;
  seq++;
  const uint8_t dollar = '$';
  sendBytes(&dollar, 1);
  sendBytes((const uint8_t *)body, n);
  char tail[8];
  snprintf_P(tail, sizeof tail, PSTR("*%04X\n"), crc16(body, n));
  sendBytes((const uint8_t *)tail, strlen(tail));
  lastSentMs = millis();
}

void sendHello() {
  char f[64];
  snprintf_P(f, sizeof f, PSTR("%d " DEVICE_ID " " FIRMWARE " " MAP_ID " %d P"), PROTOCOL_VERSION, ZONES);
  sendFrame('H', f);
}

void sendZone(uint8_t z) {
  char f[16];
  snprintf_P(f, sizeof f, PSTR("%u %u %c"), z, counts[z], orients[z]);
  sendFrame('Z', f);
}

// text in RAM
void sendErrorText(uint8_t code, const char *text) {
  char f[48];
  snprintf_P(f, sizeof f, PSTR("%u %s"), code, text);
  sendFrame('X', f);
}

// text in flash (PSTR): string constants stay out of the Uno's 2 KiB of RAM
void sendError(uint8_t code, PGM_P text) {
  char t[24];
  strncpy_P(t, text, sizeof t - 1);
  t[sizeof t - 1] = '\0';
  sendErrorText(code, t);
}

void sendDump() {
  char f[8];
  snprintf_P(f, sizeof f, PSTR("%d"), ZONES);
  sendFrame('D', f);
  for (uint8_t z = 0; z < ZONES; z++) sendZone(z);   // one uninterrupted run
  sendFrame('E', f);
}

// ---------------------------------------------------------------- sensors

const uint8_t MUXES = (2 * ZONES + 15) / 16;

void selectInput(uint8_t input) {
  for (uint8_t b = 0; b < 4; b++) digitalWrite(MUX_SELECT[b], input >> b & 1);
}

// One reading of sensor c: its state, its faults, and calibration's sum.
void readSensor(uint8_t c, int dark, int lit, bool calibrating) {
  Sensor &s = sensors[c];
  int level = dark > lit ? dark - lit : 0;
  bool was = s.flags & F_COVERED;
  bool on = was ? level > (int)s.off * Q : level > (int)s.on * Q;
  if (on != was) {
    s.flags ^= F_COVERED;
    if (s.flips < 255) s.flips++;
  }
  if (dark < DARK_MIN) s.flags |= F_SATURATED;
  else s.flags &= ~F_SATURATED;
  uint8_t raw = (uint8_t)(dark + 3 * lit);
  if (raw != s.raw) s.flags |= F_MOVED;
  s.raw = raw;
  if (lit < RAIL) s.flags |= F_OFF_RAIL;
  if (calibrating) calSum[c] += level;
}

void readHost();

// A zone's reading from its two sensors; with report, a hint if it changed.
void readZone(uint8_t z, bool report) {
  uint8_t count = sensors[2 * z].flags & F_COVERED ? 1 : 0;
  char orient = count ? (sensors[2 * z + 1].flags & F_COVERED ? 'R' : 'S') : '-';
  if (count != counts[z] || orient != orients[z]) {
    counts[z] = count;
    orients[z] = orient;
    if (report) sendZone(z);                     // a hint; the host debounces
  }
}

// Reads every sensor; with report, sends a hint for each zone that changed as
// soon as both its sensors are read (not at the end of the scan: 5 ms sooner
// for the first zones of each multiplexer). The first scan, before the boot
// hello, only sets the picture: a board that restarts with cards on it
// reports them as they are, never as gone.
void scan(bool report) {
  bool calibrating = calStep != 0;               // a step asked for during a scan starts with the next
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
      readSensor(c, dark[m], lit[m], calibrating);
      if (c & 1) readZone(c / 2, report);        // the side sensor: both of the zone's are read
    }
    if (report) readHost();                      // keep up with the host during the scan
  }
  if (calibrating) calScans++;
}

// ---------------------------------------------------------------- calibration and EEPROM

// EEPROM: "PM", layout 1, ZONES, then per sensor on, off, empty, then a CRC-16 of all before it.
const uint8_t EE_HEADER = 4;

uint8_t eeRead(uint16_t at) { return eeprom_read_byte((const uint8_t *)(uintptr_t)at); }

// A byte written takes 3.4 ms: host bytes keep moving into the ring meanwhile (the serial
// driver's own buffer lasts 5.5 ms at 115200 baud).
void eeWrite(uint16_t at, uint8_t v) {
  while (!eeprom_is_ready()) pumpHost();
  eeprom_update_byte((uint8_t *)(uintptr_t)at, v);
}

void factoryThresholds() {
  for (uint8_t c = 0; c < 2 * ZONES; c++) {
    sensors[c].on = COVERED_ON / Q;
    sensors[c].off = COVERED_OFF / Q;
    sensors[c].empty = 0;
  }
}

void saveThresholds() {
  const uint8_t header[EE_HEADER] = {'P', 'M', 1, ZONES};
  uint16_t crc = 0xFFFF, at = 0;
  for (uint8_t i = 0; i < EE_HEADER; i++, at++) { eeWrite(at, header[i]); crc = crc16Add(crc, header[i]); }
  for (uint8_t c = 0; c < 2 * ZONES; c++) {
    const uint8_t v[3] = {sensors[c].on, sensors[c].off, sensors[c].empty};
    for (uint8_t i = 0; i < 3; i++, at++) { eeWrite(at, v[i]); crc = crc16Add(crc, v[i]); }
  }
  eeWrite(at, crc >> 8);
  eeWrite(at + 1, crc & 0xFF);
}

// The thresholds kept in EEPROM, if they are whole and for this many zones; else the factory's.
void loadThresholds() {
  const uint8_t header[EE_HEADER] = {'P', 'M', 1, ZONES};
  uint16_t crc = 0xFFFF, at = 0;
  bool ok = true;
  for (uint8_t i = 0; i < EE_HEADER; i++, at++) {
    uint8_t b = eeRead(at);
    ok = ok && b == header[i];
    crc = crc16Add(crc, b);
  }
  for (uint8_t c = 0; ok && c < 2 * ZONES; c++) {
    uint8_t *v[3] = {&sensors[c].on, &sensors[c].off, &sensors[c].empty};
    for (uint8_t i = 0; i < 3; i++, at++) { *v[i] = eeRead(at); crc = crc16Add(crc, *v[i]); }
  }
  if (!ok || eeRead(at) != (crc >> 8) || eeRead(at + 1) != (crc & 0xFF)) factoryThresholds();
}

uint8_t quantize(int level) {
  int q = (level + Q / 2) / Q;
  return q > 255 ? 255 : q;
}

void sendThresholds() {
  for (uint8_t c = 0; c < 2 * ZONES; c++) {
    char f[24];
    snprintf_P(f, sizeof f, PSTR("%u %u %u %u"), c, sensors[c].on * Q, sensors[c].off * Q, sensors[c].empty * Q);
    sendFrame('T', f);
  }
}

// The end of a calibration step: "empty" keeps each sensor's level as its empty level;
// "card" (a card turned sideways on every zone covers all its sensors) sets each sensor's
// thresholds at 3/5 and 2/5 of the way from its empty level to its card level and keeps them
// in EEPROM, unless a sensor saw no card (then nothing changes, and each is named). A side
// channel is a pair of sensors on one input (WIRING.md), both covered in the card step, and
// a rested card may cover only one of them: its thresholds are at 3/10 and 2/10 of the way,
// the same 3/5 and 2/5 of one sensor's light.
void finishCalibration() {
  char step = calStep;
  calStep = 0;
  uint8_t failed = 0;
  for (uint8_t c = 0; c < 2 * ZONES; c++) {
    int mean = calSum[c] / calScans;
    if (step == 'e') {
      sensors[c].empty = quantize(mean);
    } else if (mean - (int)sensors[c].empty * Q < MIN_SPAN) {
      char t[32];
      snprintf_P(t, sizeof t, PSTR("calibrate-%u-nocard"), c);
      sendErrorText(5, t);
      failed++;
    }
  }
  if (step == 'k' && !failed) {
    for (uint8_t c = 0; c < 2 * ZONES; c++) {
      int empty = sensors[c].empty * Q, span = calSum[c] / calScans - empty;
      int sensorsOnInput = c & 1 ? 2 : 1;
      sensors[c].on = quantize(empty + span * 6 / (10 * sensorsOnInput));
      sensors[c].off = quantize(empty + span * 4 / (10 * sensorsOnInput));
    }
    saveThresholds();
  }
  char f[16];
  snprintf_P(f, sizeof f, step == 'e' ? PSTR("empty %u") : PSTR("card %u"), failed);
  sendFrame('C', f);
}

void startCalibration(char step) {
  for (uint8_t c = 0; c < 2 * ZONES; c++) calSum[c] = 0;
  calScans = 0;
  calStartMs = millis();
  calStep = step;
}

// Every second: each sensor's first fault, reported; the second's counts start again.
void reportFaults() {
  for (uint8_t c = 0; c < 2 * ZONES; c++) {
    Sensor &s = sensors[c];
    if (s.flags & F_MOVED) s.still = 0;
    else if (s.still < 255) s.still++;
    bool range = !(s.flags & F_OFF_RAIL) && s.empty * Q >= MIN_EMPTY;
    bool noisy = s.flips > NOISY_FLIPS;
    s.flags &= ~(F_MOVED | F_OFF_RAIL);
    s.flips = 0;
    PGM_P kind = s.flags & F_SATURATED ? PSTR("saturated")
                 : range               ? PSTR("range")
                 : s.still >= STUCK_S  ? PSTR("stuck")
                 : noisy               ? PSTR("noisy")
                                       : NULL;
    if (!kind) continue;
    char t[24];
    snprintf_P(t, sizeof t, PSTR("sensor-%u-"), c);
    strcat_P(t, kind);
    sendErrorText(4, t);
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
  if (start != line && n) sendError(1, BAD_FRAME);
  if (!start) return;
  char *star = strrchr(start, '*');
  if (!star || strlen(star) != 5 || !isHex4(star + 1)) { sendError(1, BAD_FRAME); return; }
  size_t bodyLen = star - (start + 1);
  if (strtoul(star + 1, NULL, 16) != crc16(start + 1, bodyLen)) { sendError(1, BAD_FRAME); return; }
  *star = '\0';
  char *body = start + 1;
  char type = body[0];
  if (body[1] != ' ' || strlen(body) < 6 || !isHex4(body + 2)) { sendError(1, BAD_FRAME); return; }
  char *fields = body + 6;                      // "" or " <fields>"
  switch (type) {
    case 'p': if (*fields) { sendError(1, BAD_FRAME); return; } sendHello(); break;
    case 'd': if (*fields) { sendError(1, BAD_FRAME); return; } sendDump(); break;
    case 'r': if (*fields) { sendError(1, BAD_FRAME); return; } boot(); break;
    case 't': if (*fields) { sendError(1, BAD_FRAME); return; } sendThresholds(); break;
    case 'c': {
      if (!strcmp_P(fields, PSTR(" empty"))) startCalibration('e');
      else if (!strcmp_P(fields, PSTR(" card"))) startCalibration('k');
      else if (!strcmp_P(fields, PSTR(" default"))) {
        calStep = 0;
        factoryThresholds();
        saveThresholds();
        char f[12];
        strcpy_P(f, PSTR("default 0"));
        sendFrame('C', f);
      } else sendError(1, BAD_FRAME);
      break;
    }
    case 'l': {
      char zone[6], mode[8], color[8];
      if (sscanf_P(fields, PSTR(" %5s %7s %7s"), zone, mode, color) != 3 || strlen(color) != 6) {
        sendError(1, BAD_FRAME);
        return;
      }
      uint8_t m = !strcmp_P(mode, PSTR("off")) ? 0 : !strcmp_P(mode, PSTR("on")) ? 1 : !strcmp_P(mode, PSTR("blink")) ? 2 : 9;
      if (m == 9 || !isHex(color, 6)) { sendError(1, BAD_FRAME); return; }
      int z = -1;
      if (strcmp_P(zone, PSTR("*"))) {
        if (!isNumber(zone) || (z = atoi(zone)) > 249) { sendError(1, BAD_FRAME); return; }
      }
      if (z >= ZONES) { char t[24]; snprintf_P(t, sizeof t, PSTR("no-zone-%d"), z); sendErrorText(3, t); return; }
      setLed(z, m, strtoul(color, NULL, 16));
      break;
    }
    default: sendError(2, PSTR("unknown-command"));
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
  calStep = 0;
  loadThresholds();
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
  loadThresholds();                              // boot() reads them again: the first scan needs them
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
    if (calStep && calScans && millis() - calStartMs >= CALIBRATE_MS) finishCalibration();
    showLeds();
  }
  if (millis() - lastFaultMs >= FAULT_REPORT_MS) {
    lastFaultMs = millis();
    reportFaults();
  }
  if (millis() - lastSentMs >= HEARTBEAT_MS) {
    char f[12];
    snprintf_P(f, sizeof f, PSTR("%lu"), ((millis() - bootMs) / 1000) % 1000000UL);
    sendFrame('B', f);
  }
}
