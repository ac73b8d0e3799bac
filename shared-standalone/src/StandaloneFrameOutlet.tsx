import { Outlet } from '@btb/shared-router';
import { StandaloneFrame, type StandaloneFrameProps } from './StandaloneFrame';

export function StandaloneFrameOutlet(props: Omit<StandaloneFrameProps, 'children'>) {
  return (
    <StandaloneFrame {...props}>
      <Outlet />
    </StandaloneFrame>
  );
}
