import {NETWORKS, type NetworkId} from '@site/src/flow/accessApi';

/**
 * The choice of Access API network, as the /http-api console, the Run panel of doc scripts and the
 * Send panel of doc transactions offer it: the networks of src/flow/accessApi.ts, by their labels.
 * The caller writes the `<label htmlFor={id}>` where its layout wants it.
 */
export default function NetworkSelect({
  id,
  value,
  onChange,
  className,
  networks,
}: {
  id: string;
  value: NetworkId;
  onChange: (network: NetworkId) => void;
  className?: string;
  /** The networks offered (the Send panel never offers mainnet); all by default. */
  networks?: readonly NetworkId[];
}) {
  return (
    <select id={id} className={className} value={value} onChange={(e) => onChange(e.target.value as NetworkId)}>
      {NETWORKS.filter((n) => !networks || networks.includes(n.id)).map((n) => (
        <option key={n.id} value={n.id}>
          {n.label}
        </option>
      ))}
    </select>
  );
}
