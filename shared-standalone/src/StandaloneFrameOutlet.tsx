import { Outlet } from '@btb/shared-router';
import { StandaloneFrame } from './StandaloneFrame';

export function StandaloneFrameOutlet({ name }: { name: string }) {
  return (
    <StandaloneFrame name={name}>
      <Outlet />
    </StandaloneFrame>
  );
}
