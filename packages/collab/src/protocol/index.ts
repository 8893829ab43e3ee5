// @vitrine/collab/protocol: the frames both sides speak (message types, close codes, reasons) and
// their encoders and decoder. Free of sockets and timers, for the browser and the server alike.
export * from './message-type.ts';
export * from './messages.ts';
