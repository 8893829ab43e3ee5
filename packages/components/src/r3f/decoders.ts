// Where Vitrine serves the Draco decoder (copied from three's examples/jsm/libs/draco/gltf/ into the
// web build by apps/web's Vite config), so models decode without reaching a CDN.
export const DRACO_DECODER_PATH = '/decoders/draco/';
export const DRACO_DECODER_FILES = [
  'draco_decoder.js',
  'draco_decoder.wasm',
  'draco_wasm_wrapper.js',
] as const;
