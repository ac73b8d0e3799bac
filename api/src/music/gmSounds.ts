/** General MIDI programs (0-based, as sent in a program change) the arranger uses. */
export const gm = {
  piano: 0,
  electricPiano: 4,
  vibraphone: 11,
  marimba: 12,
  organ: 16,
  accordion: 21,
  harmonica: 22,
  nylonGuitar: 24,
  steelGuitar: 25,
  cleanGuitar: 27,
  overdriveGuitar: 29,
  acousticBass: 32,
  fingeredBass: 33,
  pickedBass: 34,
  synthBass: 38,
  synthBass2: 39,
  strings: 48,
  synthStrings: 50,
  trumpet: 56,
  brass: 61,
  altoSax: 65,
  flute: 73,
  squareLead: 80,
  sawLead: 81,
  warmPad: 89,
  polySynth: 90,
} as const;

/** GM/GS drum kits: the program sent on the drum channel. */
export const drumKits = { standard: 0, room: 8, power: 16, electronic: 24, tr808: 25, brush: 40 };

/** General MIDI percussion keys on channel 10. */
export const drum = {
  kick: 36,
  sideStick: 37,
  snare: 38,
  clap: 39,
  brushSwirl: 40,
  lowTom: 45,
  closedHat: 42,
  pedalHat: 44,
  openHat: 46,
  midTom: 47,
  highTom: 50,
  crash: 49,
  ride: 51,
  tambourine: 54,
  cowbell: 56,
  muteConga: 62,
  openConga: 63,
  lowConga: 64,
  highTimbale: 65,
  lowTimbale: 66,
  maracas: 70,
  claves: 75,
} as const;

/** MIDI channel of the drums (GM channel 10). */
export const drumChannel = 9;
