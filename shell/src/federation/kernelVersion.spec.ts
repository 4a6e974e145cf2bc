import { RUNNING_KERNEL, kernelConflict } from './kernelVersion';

const manifest = (requiredVersion: string, version = requiredVersion.replace('^', '')) => ({
  name: 'mfe_gallery',
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }, { name: '@rental/platform', version, requiredVersion }],
});

describe('kernelConflict', () => {
  it('accepts a remote built for the same major, whatever its minor', () => {
    expect(kernelConflict(manifest('^1.4.0'), '1.0.0')).toBeUndefined();
    expect(kernelConflict(manifest('^1.0.0'), '1.7.2')).toBeUndefined();
  });

  it('refuses another major, naming both versions (a remote built without the check included)', () => {
    expect(kernelConflict(manifest('^2.0.0'), '1.0.0')).toBe('mfe_gallery needs @rental/platform ^2.0.0, but this page runs @rental/platform 1.0.0');
    expect(kernelConflict(manifest('^0.1.0'), '1.0.0')).toMatch(/needs @rental\/platform \^0\.1\.0, but this page runs @rental\/platform 1\.0\.0/);
  });

  it('says nothing when the manifest does not tell', () => {
    expect(kernelConflict({ name: 'mfe_gallery' })).toBeUndefined();
    expect(kernelConflict({ shared: 'nonsense' })).toBeUndefined();
  });

  it("knows the kernel this page runs", () => {
    expect(RUNNING_KERNEL).toMatch(/^\d+\.\d+\.\d+/);
  });
});
