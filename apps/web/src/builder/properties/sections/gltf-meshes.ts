// The mesh names of a glTF model (JSON .gltf or binary .glb), read from the model's JSON without
// loading any geometry, for the material overrides editor.
const GLB_MAGIC = 0x46546c67; // 'glTF'
const JSON_CHUNK = 0x4e4f534a; // 'JSON'

interface GltfJson {
  meshes?: { name?: unknown }[];
}

function gltfJson(buffer: ArrayBuffer): GltfJson {
  const view = new DataView(buffer);
  if (buffer.byteLength >= 20 && view.getUint32(0, true) === GLB_MAGIC) {
    const length = view.getUint32(12, true);
    if (view.getUint32(16, true) !== JSON_CHUNK) throw new Error('GLB file without a JSON chunk');
    return JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 20, length))) as GltfJson;
  }
  return JSON.parse(new TextDecoder().decode(buffer)) as GltfJson;
}

/** Mesh names in file order; unnamed meshes are called 'mesh_{index}' as three.js loaders name them. */
export function gltfMeshNames(buffer: ArrayBuffer): string[] {
  const meshes = gltfJson(buffer).meshes ?? [];
  const names = meshes.map((mesh, index) =>
    typeof mesh.name === 'string' && mesh.name ? mesh.name : `mesh_${index}`,
  );
  return [...new Set(names)];
}
