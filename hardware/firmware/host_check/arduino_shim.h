// A desktop stand-in for the few Arduino APIs the reference sketch uses, so the
// sketch can be compiled with g++ and fed host frames and sensor readings from
// stdin (see harness.cpp). Not used on the board.
#pragma once
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>

// program memory is ordinary memory here
#define PROGMEM
#define PSTR(s) (s)
typedef const char *PGM_P;
#define snprintf_P snprintf
#define sscanf_P sscanf
#define strcmp_P strcmp
#define strcat_P strcat
#define strcpy_P strcpy
#define strncpy_P strncpy

#define HIGH 1
#define LOW 0
#define OUTPUT 1
enum { A0 = 54, A1, A2, A3, A4, A5 };

static unsigned long shim_ms = 0;
static std::string shim_input;
static bool shim_covered[96];
static bool shim_flooded[96];  // infrared floods the sensor: it reads low even with the emitters off
static int shim_select = 0;
static bool shim_emitter = false;

static uint8_t shim_eeprom[4096];
static bool shim_eeprom_ready = false;
static uint8_t eeprom_read_byte(const uint8_t *at) {
  if (!shim_eeprom_ready) memset(shim_eeprom, 0xFF, sizeof shim_eeprom), shim_eeprom_ready = true;
  return shim_eeprom[(uintptr_t)at];
}
#define eeprom_is_ready() 1
static void eeprom_update_byte(uint8_t *at, uint8_t v) {
  eeprom_read_byte(at);
  shim_eeprom[(uintptr_t)at] = v;
}

static unsigned long millis() { return shim_ms; }
static unsigned long micros() { return shim_ms * 1000; }
static void pinMode(int, int) {}
static void delayMicroseconds(int) {}
static void digitalWrite(int pin, int value) {
  if (pin >= 22 && pin <= 25) {
    int bit = 1 << (pin - 22);
    shim_select = value ? (shim_select | bit) : (shim_select & ~bit);
  } else if (pin == 8) {
    shim_emitter = value;
  }
}
// A covered sensor reflects the emitter's light: a lower reading while it is lit. Every
// reading moves by a count each second (room light), the same lit and dark.
static int analogRead(int pin) {
  int channel = (pin - A0) * 16 + shim_select;
  int drift = (shim_ms / 1000) & 1;
  if (shim_flooded[channel]) return 100 + drift;
  return ((shim_emitter && shim_covered[channel]) ? 300 : 600) + drift;
}

struct ShimSerial {
  void begin(long) {}
  int available() { return (int)shim_input.size(); }
  int availableForWrite() { return 64; }
  int read() {
    if (shim_input.empty()) return -1;
    int c = (unsigned char)shim_input[0];
    shim_input.erase(0, 1);
    return c;
  }
  size_t write(char c) { return fwrite(&c, 1, 1, stdout); }
  size_t write(const char *s) { return fwrite(s, 1, strlen(s), stdout); }
  size_t write(const uint8_t *s, size_t n) { return fwrite(s, 1, n, stdout); }
};
static ShimSerial Serial;
