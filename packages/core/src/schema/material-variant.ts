// One choice of a MaterialVariant component: a label and the material asset it applies.
export interface MaterialVariant {
  label: string;
  asset: { id: string };
}
