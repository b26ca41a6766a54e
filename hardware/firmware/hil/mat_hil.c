/*
 * Hardware in the loop for the mat's firmware: runs the built ELF on an
 * emulated ATmega (simavr), in step with the wall clock, with
 *
 *  - its UART on a pseudo-terminal, reached through a symbolic link (LINK)
 *    that survives an unplug, as a udev /dev/serial/by-id link does. Host bytes
 *    reach the UART at the wire rate (115200 baud, 8N1) and a byte that arrives
 *    while the UART's two-byte receive buffer is full is lost (a data overrun),
 *    as on the real chip;
 *  - every sensor's voltage driven per multiplexer channel: the harness reads
 *    the mux select pins and the emitter pin and, at each ADC conversion, sets
 *    the input the firmware would see: the reflected voltage when a card covers
 *    that sensor and the emitters are on (after the sensor's response time),
 *    the ambient voltage otherwise;
 *  - the board's reset on port open (DTR; the firmware starts RESET_S later)
 *    and, optionally, the stock
 *    bootloader's start: for BOOT_WINDOW_S after a reset the firmware does not
 *    run; a byte from the host in that window sends the bootloader into
 *    programming mode, which it leaves after PROGRAMMING_QUIET_S without a byte;
 *  - the WS2812B data line decoded from its pulse widths.
 *
 * Usage: mat_hil ELF LINK mega|uno
 * Commands on stdin, one per line; each is answered with one line on stdout:
 *   cover N | uncover N     sensor channel N (zone*2 centre, zone*2+1 side)
 *   half N                  one of the two sensors on channel N covered (a side channel is a pair
 *                           on one input): its lit reading halfway between uncovered and covered,
 *                           as two phototransistors sharing a pull-up give below saturation
 *   levels AMBIENT_MV LIT_MV [EMPTY_MV]   the voltages of an uncovered sensor, of a covered lit
 *                           one, and of an uncovered lit one (the mat's top layer reflects some
 *                           light; by default none: EMPTY_MV = AMBIENT_MV)
 *   flood N MV | unflood N  infrared floods sensor N (sunlight): it reads MV, lit or not
 *   fix N MV | unfix N      sensor N's line is held at MV (a broken or shorted line): it reads
 *                           MV exactly, without the noise of a working sensor
 *   noise N MV              sensor N's reading jumps by up to +-MV at each conversion (every
 *                           sensor's does by NOISE_MV, as a real one's does by a count or two)
 *   response US             the sensor's response time (a linear ramp)
 *   bootloader 0|1          model the stock bootloader at every reset
 *   reset                   the reset button
 *   unplug | plug           the USB cable: the link goes away, then a power-on
 *   stats                   {"uptime_ms":..,"lost":..,...}: counts since the last stats
 *   latency                 {"hint_us": N, "hint_written": T}: emulated time from the last cover or
 *                           uncover to the end of the first zone frame (Z) sent after it on the
 *                           wire (-1 if none yet), and the CLOCK_MONOTONIC time it was written to
 *                           the pty (-1 if not yet)
 *   quit
 * Build: gcc -O2 mat_hil.c -I/usr/include/simavr -lsimavr -o mat_hil
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/inotify.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <sim_avr.h>
#include <sim_elf.h>
#include <sim_irq.h>
#include <sim_io.h>
#include <sim_cycle_timers.h>
#include <avr_ioport.h>
#include <avr_adc.h>
#include <avr_uart.h>

#define BOOT_WINDOW_S 1.0
#define RESET_S 0.03      /* DTR's pulse through the reset capacitor, without a bootloader */
#define PROGRAMMING_QUIET_S 4.5
#define BAUD 115200
#define SENSORS 96
#define NOISE_MV 10
#define MAX_LEDS 48

typedef struct { char port; uint8_t bit; } pin_t;
typedef struct {
  const char *name, *mcu;
  pin_t select[4], emitter, led;
} board_t;

static const board_t BOARDS[] = {
    {"mega", "atmega2560", {{'A', 0}, {'A', 1}, {'A', 2}, {'A', 3}}, {'H', 5}, {'H', 3}},
    {"uno", "atmega328p", {{'D', 2}, {'D', 3}, {'D', 4}, {'D', 5}}, {'B', 0}, {'D', 6}},
};

static avr_t *avr;
static FILE *out;  /* answers to the commands; simavr's own messages go to stderr */
static elf_firmware_t fw;
static const board_t *board;
static const char *link_path;
static int master = -1;
static int open_watch = -1;  /* inotify on the pty: each open by the host */
static int host_open = 0;

/* sensors */
static uint8_t covered[SENSORS];  /* 2: covered; 1: half (one of a pair) */
static int flooded_mv[SENSORS];  /* > 0: infrared floods the sensor, it reads this, lit or not */
static int fixed_mv[SENSORS];    /* > 0: the line is held at this, noiseless */
static int noise_mv[SENSORS];
static int ambient_mv = 4000, lit_mv = 1000, empty_mv = -1;  /* empty_mv < 0: ambient_mv */
static uint32_t noise_state = 2463534242u;
static uint32_t response_us = 0;
static uint8_t select_bits = 0, emitter = 0;
static avr_cycle_count_t emitter_changed = 0, emitter_on_cycles = 0, stats_from = 0;
static avr_irq_t *adc_irq;

/* scan period: from one lit read of channel 0 of multiplexer 0 to the next */
static avr_cycle_count_t scan_mark = 0, scan_min = 0, scan_max = 0;
static unsigned scans = 0;

/* UART */
static avr_irq_t *uart_irq;
static avr_uart_t *uart;
static uint8_t rxq[1 << 16];
static unsigned rxq_head = 0, rxq_tail = 0;
static int rx_ticking = 0;
static unsigned long lost = 0, rx_bytes = 0, tx_bytes = 0;
static uint8_t txbuf[1 << 16];
static unsigned txlen = 0;

/* latency: from a cover/uncover (mark) to the end of the next Z frame sent */
static avr_cycle_count_t mark_cycle = 0, hint_cycles = 0;
static int mark_pending = 0, hint_seen = 0, tx_after_dollar = 0, tx_in_z = 0;
static unsigned hint_txpos = 0;  /* > 0: the hint's end is byte hint_txpos of txbuf, not yet written */
static double hint_written = -1;  /* wall (CLOCK_MONOTONIC) when it went to the pty */

/* LEDs */
static avr_cycle_count_t led_rise = 0, led_fall = 0;
static uint8_t led_bits = 0, led_byte = 0;
static unsigned led_pos = 0;
static uint8_t leds[3 * MAX_LEDS];
static unsigned led_frames = 0, led_edges = 0;

/* bootloader and time */
enum { RUNNING, BOOT_WINDOW, PROGRAMMING, UNPLUGGED };
static int state = RUNNING;
static int bootloader = 0;
static double boot_at = 0, last_boot_byte = 0;
static double wall0 = 0;             /* wall time at which avr->cycle was cycle0 */
static avr_cycle_count_t cycle0 = 0, started = 0;  /* started: the cycle the firmware last started at */
static unsigned long resets = 0;

static double wall(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static avr_cycle_count_t us_to_cycles(double us) { return (avr_cycle_count_t)(us * avr->frequency / 1e6); }

/* ------------------------------------------------------------ sensors */

static int noise(int mv) {  /* uniform in -mv..mv (xorshift32) */
  if (mv <= 0) return 0;
  noise_state ^= noise_state << 13;
  noise_state ^= noise_state >> 17;
  noise_state ^= noise_state << 5;
  return (int)(noise_state % (2u * (unsigned)mv + 1)) - mv;
}

static int sensor_mv(int channel) {
  if (channel >= SENSORS) return ambient_mv;
  if (fixed_mv[channel] > 0) return fixed_mv[channel];
  int mv;
  if (flooded_mv[channel] > 0) {
    mv = flooded_mv[channel];
  } else {
    int empty = empty_mv >= 0 ? empty_mv : ambient_mv;
    int lit = covered[channel] == 2 ? lit_mv : covered[channel] == 1 ? (empty + lit_mv) / 2 : empty;
    double since = (double)(avr->cycle - emitter_changed) * 1e6 / avr->frequency;
    double k = response_us ? since / response_us : 1.0;
    if (k > 1) k = 1;
    double full = emitter ? lit : ambient_mv, from = emitter ? ambient_mv : lit;
    mv = (int)(from + (full - from) * k);
  }
  mv += noise(noise_mv[channel]);
  return mv < 0 ? 0 : mv > 5000 ? 5000 : mv;
}

static void adc_trigger(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)param;
  union { avr_adc_mux_t mux; uint32_t v; } e = {.v = value};
  if (e.mux.kind != ADC_MUX_SINGLE || e.mux.src > 15) return;
  int mux = e.mux.src, channel = mux * 16 + select_bits;
  if (mux == 0 && select_bits == 0 && emitter) {
    if (scan_mark && avr->cycle - scan_mark > us_to_cycles(1000)) {
      avr_cycle_count_t d = avr->cycle - scan_mark;
      if (!scans || d < scan_min) scan_min = d;
      if (d > scan_max) scan_max = d;
      scans++;
    }
    if (!scan_mark || avr->cycle - scan_mark > us_to_cycles(1000)) scan_mark = avr->cycle;
  }
  avr_raise_irq(adc_irq + ADC_IRQ_ADC0 + mux, (uint32_t)sensor_mv(channel));
}

static void select_changed(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  int b = (int)(intptr_t)param;
  select_bits = value ? (uint8_t)(select_bits | 1 << b) : (uint8_t)(select_bits & ~(1 << b));
}

static void emitter_changed_cb(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)param;
  uint8_t on = value ? 1 : 0;
  if (on == emitter) return;
  if (emitter) emitter_on_cycles += avr->cycle - (emitter_changed > stats_from ? emitter_changed : stats_from);
  emitter = on;
  emitter_changed = avr->cycle;
}

/* ------------------------------------------------------------ LEDs */

static void led_changed(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)param;
  led_edges++;
  if (value) {
    if (avr->cycle - led_fall > us_to_cycles(50)) {  /* a latch: the next bit starts a frame */
      if (led_pos) led_frames++;
      led_pos = 0;
      led_bits = 0;
    }
    led_rise = avr->cycle;
  } else {
    led_fall = avr->cycle;
    int one = (led_fall - led_rise) > us_to_cycles(0.6);
    led_byte = (uint8_t)(led_byte << 1 | one);
    if (++led_bits == 8) {
      if (led_pos < sizeof leds) leds[led_pos] = led_byte;
      led_pos++;
      led_bits = 0;
    }
  }
}

/* ------------------------------------------------------------ UART */

static avr_cycle_count_t byte_cycles(void);

static void uart_out(avr_irq_t *irq, uint32_t value, void *param) {
  (void)irq;
  (void)param;
  tx_bytes++;
  if (tx_after_dollar) tx_in_z = value == 'Z';
  tx_after_dollar = value == '$';
  if (value == '\n' && tx_in_z && mark_pending) {  /* the frame's last bit leaves a byte time later */
    hint_cycles = avr->cycle + byte_cycles() - mark_cycle;
    hint_seen = 1;
    mark_pending = 0;
    hint_written = -1;
    hint_txpos = 0;
  }
  if (state == UNPLUGGED || !host_open) return;  /* nobody listens: the bytes are gone */
  if (txlen < sizeof txbuf) txbuf[txlen++] = (uint8_t)value;
  if (hint_seen && hint_written < 0 && !hint_txpos && value == '\n') hint_txpos = txlen;
}

/* A byte's time on the wire (10 bits), or simavr's, if longer: simavr hands
 * the firmware one byte per 11 bit times, and bytes fed faster would pile up
 * in its queue and count as lost here. */
static avr_cycle_count_t byte_cycles(void) {
  avr_cycle_count_t wire = us_to_cycles(10 * 1e6 / BAUD);
  return uart->cycles_per_byte > wire ? uart->cycles_per_byte : wire;
}

/* One byte off the wire every byte time; lost when the UART's receive
 * buffer (two bytes) is still full. */
static avr_cycle_count_t rx_tick(avr_t *a, avr_cycle_count_t when, void *param) {
  (void)a;
  (void)param;
  if (rxq_head == rxq_tail || state != RUNNING) {
    rx_ticking = 0;
    return 0;
  }
  uint8_t b = rxq[rxq_tail++ & (sizeof rxq - 1)];
  rx_bytes++;
  /* simavr flags a byte one byte time after it is handed over: one more
   * than the chip's two-byte buffer may wait in its queue */
  unsigned held = (unsigned)(uart->input.write - uart->input.read) & (uart_fifo_fifo_size - 1);
  if (held >= 3) lost++;
  else avr_raise_irq(uart_irq + UART_IRQ_INPUT, b);
  return when + byte_cycles();
}

static void host_bytes(const uint8_t *data, ssize_t n) {
  double now = wall();
  if (state == BOOT_WINDOW || state == PROGRAMMING) {  /* the bootloader takes them */
    if (bootloader) {
      state = PROGRAMMING;
      last_boot_byte = now;
    }
    return;
  }
  if (state != RUNNING) return;
  for (ssize_t i = 0; i < n; i++) rxq[rxq_head++ & (sizeof rxq - 1)] = data[i];
  if (!rx_ticking) {
    rx_ticking = 1;
    avr_cycle_timer_register(avr, byte_cycles(), rx_tick, NULL);
  }
}

/* ------------------------------------------------------------ board */

static void mark(void) {
  mark_cycle = avr->cycle;
  mark_pending = 1;
  hint_seen = 0;
}

static void start_firmware(void) {
  avr_reset(avr);
  rxq_head = rxq_tail = 0;
  rx_ticking = 0;
  select_bits = 0;
  emitter = 0;
  state = RUNNING;
  wall0 = wall();
  cycle0 = started = avr->cycle;
}

static void board_reset(void) {
  resets++;
  state = BOOT_WINDOW;
  boot_at = wall();
}

static void make_pty(void) {
  master = posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK);
  if (master < 0 || grantpt(master) || unlockpt(master)) {
    perror("mat_hil: pty");
    exit(1);
  }
  const char *slave_name = ptsname(master);
  int slave = open(slave_name, O_RDWR | O_NOCTTY);
  struct termios t;
  tcgetattr(slave, &t);
  cfmakeraw(&t);  /* no echo, no line editing: the host sees exactly what the UART sends */
  tcsetattr(slave, TCSANOW, &t);
  close(slave);
  open_watch = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (open_watch < 0 || inotify_add_watch(open_watch, slave_name, IN_OPEN) < 0) {
    perror("mat_hil: inotify");
    exit(1);
  }
  char tmp[4096];
  snprintf(tmp, sizeof tmp, "%s.new", link_path);
  unlink(tmp);
  if (symlink(slave_name, tmp) || rename(tmp, link_path)) {
    perror("mat_hil: link");
    exit(1);
  }
  host_open = 0;
}

static void unplug(void) {
  unlink(link_path);
  if (master >= 0) close(master);
  if (open_watch >= 0) close(open_watch);
  master = open_watch = -1;
  host_open = 0;
  txlen = 0;
  state = UNPLUGGED;
}

static void plug(void) {
  make_pty();
  board_reset();  /* power on */
}

static void hook(pin_t p, avr_irq_notify_t fn, int param) {
  avr_irq_t *irq = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(p.port), p.bit);
  avr_irq_register_notify(irq, fn, (void *)(intptr_t)param);
}

static void no_sleep(avr_t *a, avr_cycle_count_t how_long) {
  (void)a;
  (void)how_long;
}

/* ------------------------------------------------------------ control */

static void stats(void) {
  avr_cycle_count_t span = avr->cycle - stats_from;
  avr_cycle_count_t on = emitter_on_cycles;
  if (emitter) on += avr->cycle - (emitter_changed > stats_from ? emitter_changed : stats_from);
  double f = avr->frequency;
  fprintf(out, "{\"uptime_ms\": %.3f, \"lost\": %lu, \"rx_bytes\": %lu, \"tx_bytes\": %lu, \"resets\": %lu, "
         "\"state\": \"%s\", \"emitter_duty\": %.4f, \"scans\": %u, \"scan_min_us\": %.1f, "
         "\"scan_max_us\": %.1f, \"led_frames\": %u, \"led_edges\": %u, \"leds\": \"",
         (avr->cycle - started) * 1e3 / f, lost, rx_bytes, tx_bytes, resets,
         state == RUNNING ? "running" : state == BOOT_WINDOW ? "bootloader" : state == PROGRAMMING ? "programming"
                                                                                                   : "unplugged",
         span ? (double)on / span : 0.0, scans, scan_min * 1e6 / f, scan_max * 1e6 / f, led_frames, led_edges);
  for (unsigned i = 0; i < sizeof leds; i++) fprintf(out, "%02X", leds[i]);
  fprintf(out, "\"}\n");
  stats_from = avr->cycle;
  emitter_on_cycles = 0;
  scans = 0;
  scan_min = scan_max = 0;
  lost = rx_bytes = tx_bytes = 0;
}

static int command(char *line) {
  char word[32];
  int a = 0, b = 0;
  int n = sscanf(line, "%31s %d %d", word, &a, &b);
  if (n < 1) return 1;
  if (!strcmp(word, "cover") && n >= 2 && a >= 0 && a < SENSORS) covered[a] = 2, mark();
  else if (!strcmp(word, "half") && n >= 2 && a >= 0 && a < SENSORS) covered[a] = 1, mark();
  else if (!strcmp(word, "uncover") && n >= 2 && a >= 0 && a < SENSORS) covered[a] = 0, mark();
  else if (!strcmp(word, "levels") && n >= 3) {
    int c = -1;
    sscanf(line, "%*s %*d %*d %d", &c);
    ambient_mv = a, lit_mv = b, empty_mv = c;
  }
  else if (!strcmp(word, "fix") && n == 3 && a >= 0 && a < SENSORS) fixed_mv[a] = b;
  else if (!strcmp(word, "unfix") && n >= 2 && a >= 0 && a < SENSORS) fixed_mv[a] = 0;
  else if (!strcmp(word, "noise") && n == 3 && a >= 0 && a < SENSORS) noise_mv[a] = b;
  else if (!strcmp(word, "flood") && n == 3 && a >= 0 && a < SENSORS) flooded_mv[a] = b;
  else if (!strcmp(word, "unflood") && n >= 2 && a >= 0 && a < SENSORS) flooded_mv[a] = 0;
  else if (!strcmp(word, "response") && n == 2) response_us = (uint32_t)a;
  else if (!strcmp(word, "bootloader") && n == 2) bootloader = a;
  else if (!strcmp(word, "reset")) board_reset();
  else if (!strcmp(word, "unplug")) unplug();
  else if (!strcmp(word, "plug")) plug();
  else if (!strcmp(word, "stats")) { stats(); fflush(out); return 1; }
  else if (!strcmp(word, "latency")) {
    fprintf(out, "{\"hint_us\": %.1f, \"hint_written\": %.6f}\n",
            hint_seen ? hint_cycles * 1e6 / avr->frequency : -1.0, hint_written);
    fflush(out);
    return 1;
  }
  else if (!strcmp(word, "quit")) return 0;
  else { fprintf(out, "error %s\n", line); fflush(out); return 1; }
  fprintf(out, "ok\n");
  fflush(out);
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: mat_hil ELF LINK mega|uno\n");
    return 2;
  }
  out = fdopen(dup(1), "w");
  dup2(2, 1);
  link_path = argv[2];
  for (size_t i = 0; i < sizeof BOARDS / sizeof BOARDS[0]; i++)
    if (!strcmp(argv[3], BOARDS[i].name)) board = &BOARDS[i];
  if (!board) {
    fprintf(stderr, "mat_hil: no board %s\n", argv[3]);
    return 2;
  }
  if (elf_read_firmware(argv[1], &fw)) {
    fprintf(stderr, "mat_hil: cannot read %s\n", argv[1]);
    return 1;
  }
  strcpy(fw.mmcu, board->mcu);
  fw.frequency = 16000000;
  avr = avr_make_mcu_by_name(fw.mmcu);
  if (!avr) return 1;
  avr_init(avr);
  avr_load_firmware(avr, &fw);
  avr->vcc = avr->avcc = avr->aref = 5000;
  avr->sleep = no_sleep;  /* the harness keeps time itself */
  avr->log = 0;

  uint32_t flags = 0;
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);  /* no console echo, no polling sleeps */
  uart_irq = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), 0);
  avr_irq_register_notify(uart_irq + UART_IRQ_OUTPUT, uart_out, NULL);
  for (avr_io_t *io = avr->io_port; io; io = io->next)
    if (io->irq_ioctl_get == AVR_IOCTL_UART_GETIRQ('0')) uart = (avr_uart_t *)io;
  if (!uart) {
    fprintf(stderr, "mat_hil: no UART0\n");
    return 1;
  }
  adc_irq = avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, 0);
  avr_irq_register_notify(adc_irq + ADC_IRQ_OUT_TRIGGER, adc_trigger, NULL);
  for (int b = 0; b < 4; b++) hook(board->select[b], select_changed, b);
  hook(board->emitter, emitter_changed_cb, 0);
  hook(board->led, led_changed, 0);

  for (int c = 0; c < SENSORS; c++) noise_mv[c] = NOISE_MV;
  make_pty();
  fprintf(out, "ready %s\n", link_path);
  fflush(out);
  board_reset();

  char ctl[4096];
  size_t ctl_len = 0;
  for (;;) {
    struct pollfd fds[3] = {{0, POLLIN, 0}, {master, POLLIN, 0}, {open_watch, POLLIN, 0}};
    int nfds = master >= 0 ? 3 : 1;
    poll(fds, nfds, state == RUNNING ? 0 : 2);
    if (fds[0].revents & (POLLIN | POLLHUP)) {
      ssize_t n = read(0, ctl + ctl_len, sizeof ctl - 1 - ctl_len);
      if (n <= 0) break;
      ctl_len += (size_t)n;
      char *nl;
      while ((nl = memchr(ctl, '\n', ctl_len))) {
        *nl = 0;
        if (!command(ctl)) return 0;
        ctl_len -= (size_t)(nl + 1 - ctl);
        memmove(ctl, nl + 1, ctl_len);
      }
    }
    if (master >= 0) {
      if (fds[2].revents & POLLIN) {
        char ev[4096];
        if (read(open_watch, ev, sizeof ev) > 0) {  /* the host opened the port */
          host_open = 1;
          txlen = 0;
          board_reset();  /* DTR: the board restarts when the host opens the port */
        }
      } else if (fds[1].revents & POLLHUP) {
        host_open = 0;
      }
      if (fds[1].revents & POLLIN) {
        uint8_t buf[4096];
        ssize_t n = read(master, buf, sizeof buf);
        if (n > 0) host_bytes(buf, n);
      }
    }
    double now = wall();
    if (state == BOOT_WINDOW && now - boot_at >= (bootloader ? BOOT_WINDOW_S : RESET_S)) start_firmware();
    if (state == PROGRAMMING && now - last_boot_byte >= PROGRAMMING_QUIET_S) start_firmware();
    if (state == RUNNING) {
      /* run up to the wall clock, at most 20 ms at a time; a simulation that
       * falls behind by more than that is let go (its clock runs slow) */
      avr_cycle_count_t target = cycle0 + (avr_cycle_count_t)((now - wall0) * avr->frequency);
      if (target > avr->cycle + us_to_cycles(20000)) {
        cycle0 -= target - avr->cycle - us_to_cycles(20000);
        target = avr->cycle + us_to_cycles(20000);
      }
      while (avr->cycle < target && state == RUNNING) {
        int s = avr_run(avr);
        if (s == cpu_Done || s == cpu_Crashed) {
          fprintf(stderr, "mat_hil: the firmware stopped (state %d)\n", s);
          return 1;
        }
      }
    }
    if (txlen && master >= 0) {
      ssize_t n = write(master, txbuf, txlen);
      if (n > 0) {
        if (hint_txpos && hint_txpos <= (unsigned)n) hint_written = wall(), hint_txpos = 0;
        else if (hint_txpos) hint_txpos -= (unsigned)n;
        memmove(txbuf, txbuf + n, txlen - (size_t)n);
        txlen -= (unsigned)n;
      }
    }
    if (state == RUNNING) {
      struct timespec ts = {0, 500000};  /* 0.5 ms */
      nanosleep(&ts, NULL);
    }
  }
  return 0;
}
