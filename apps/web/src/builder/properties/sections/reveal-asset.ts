// 'Go to assets': the property panel asks the project library to show an asset by dispatching this
// window event; the library listens for it (the panel does not know how the library is laid out).
export const REVEAL_ASSET_EVENT = 'vitrine:reveal-asset';

export interface RevealAssetDetail {
  assetId: string;
}

export function revealAsset(assetId: string): void {
  window.dispatchEvent(new CustomEvent<RevealAssetDetail>(REVEAL_ASSET_EVENT, { detail: { assetId } }));
}
