// Replaces the material of one mesh of a model with a project material.
export interface MaterialOverride {
  type: 'material';
  mesh: string;
  targetMaterialId: string;
}
