import React from 'react';
import clsx from 'clsx';

export default function StatusBadge({status}: {status: 'live' | 'retired'}): React.JSX.Element {
  return (
    <span className={clsx('badge', status === 'live' ? 'badge--success' : 'badge--secondary')}>
      {status === 'live' ? 'Live' : 'Retired'}
    </span>
  );
}
