// The three.js classes a scene builds from JSX elements (<mesh>, <boxGeometry>, <color attach>…), by
// their class names: react-three-fiber's catalogue. Its <Canvas> would register the whole three.js
// namespace, and so ship all of it with every 3D page; the web build hands it this module instead
// (apps/web/three-catalogue.ts), and three.js is then bundled for what the scenes use. The build
// fails when an element any of its chunks creates (ours, drei's) has no class here.
export {
  AmbientLight,
  BoxGeometry,
  Color,
  CubeCamera,
  CylinderGeometry,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshPhongMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  MeshToonMaterial,
  OctahedronGeometry,
  OrthographicCamera,
  PerspectiveCamera,
  PlaneGeometry,
  PointLight,
  ShaderMaterial,
  ShadowMaterial,
  SphereGeometry,
  SpotLight,
} from 'three';
