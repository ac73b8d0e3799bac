import { Outlet } from 'react-router-dom';
import { StandaloneFrame } from './StandaloneFrame';

export function StandaloneFrameOutlet({ name }: { name: string }) {
  return (
    <StandaloneFrame name={name}>
      <Outlet />
    </StandaloneFrame>
  );
}
