import { useMemo, useState } from 'react';
import { pickDiscoveryPeople, type PersonCard } from '../../domain/discovery';
import { AppDownloadModal } from '../../ui/app-download-modal';
import { Avatar } from '../../ui/avatar';
import { BRAND } from '../../ui/brand';
import { SimulatedDisclaimer } from '../../ui/disclaimer';
import { StoreLink } from '../../ui/store-links';
import { useService } from '../../ui/services-context';
import { useDetectedLocation } from '../../ui/use-detected-location';
import './discovery.css';

const BADGE_CLASS: Record<PersonCard['lookingFor'], string> = {
  friendship: 'badge-green',
  'romantic connection': 'badge-pink',
  companionship: 'badge-amber',
};

function Person({ person, onOpen }: { person: PersonCard; onOpen: () => void }) {
  const images = useService('images');
  return (
    <li className="person-card">
      <button type="button" className="person-button" onClick={onOpen}>
        <Avatar src={images.avatar(person.avatarIndex)} size={88} />
        <span className="person-text">
          <span className="person-handle">@{person.userHandle}</span>
          <span className="person-meta">
            {person.age} • {person.city}
          </span>
          <span className={`badge ${BADGE_CLASS[person.lookingFor]}`}>{person.lookingFor}</span>
        </span>
      </button>
    </li>
  );
}

function Section({ title, sub, people, onOpen }: { title: string; sub: string; people: PersonCard[]; onOpen: () => void }) {
  const id = useMemo(() => `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, [title]);
  return (
    <section className="people-section" aria-labelledby={id}>
      <div className="people-section-head">
        <h2 id={id}>{title}</h2>
        <p className="muted">{sub}</p>
      </div>
      <ul className="people-grid">
        {people.map((person) => (
          <Person key={person.id} person={person} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

/** /find-ppl, /meet-ppl and /connect-with: fictional people near the visitor, and the way to the app. */
export function DiscoveryPage() {
  const location = useDetectedLocation();
  const [modalOpen, setModalOpen] = useState(false);
  // Reshuffled at random on every visit (SPEC 4); kept stable while the visitor interacts with the page.
  const [area, city, matched] = useMemo(() => pickDiscoveryPeople(location), [location]);
  const known = location.timezone !== null;
  const open = () => setModalOpen(true);
  return (
    <>
      <div className="discovery-layout">
        <div className="discovery-main">
          <title>{`Discover People in ${location.city} — ${BRAND.product}`}</title>
          <h1 className="page-title">Discover People in {location.city}</h1>
          <p className="lead">
            Meet people for friendship, romantic connections or companionship{known ? ` in the ${location.city} area` : ''}.
          </p>
          <Section title="People in Your Area" sub={known ? `${location.city} area` : 'Within 5 miles'} people={area} onOpen={open} />
          <Section
            title={`People in ${location.city}`}
            sub={location.region ? `${location.region} region` : 'Metropolitan area'}
            people={city}
            onOpen={open}
          />
          <Section title="Matched to Your Profile" sub="Based on interests" people={matched} onOpen={open} />
          <button type="button" className="button" onClick={open}>
            Get the App
          </button>
          <SimulatedDisclaimer />
        </div>
        <aside className="profile-rail download-rail" aria-label="Get the app">
          <h2>Get the app</h2>
          <svg
            className="phone-art"
            viewBox="0 0 120 200"
            width="120"
            height="200"
            role="img"
            aria-label={`${BRAND.product} app on a phone`}
          >
            <rect className="phone-body" x="10" y="4" width="100" height="192" rx="18" />
            <rect className="phone-screen" x="18" y="20" width="84" height="160" rx="8" />
            <circle className="phone-accent" cx="60" cy="70" r="22" />
            <rect className="phone-accent" x="30" y="104" width="60" height="8" rx="4" opacity="0.6" />
            <rect className="phone-accent" x="36" y="120" width="48" height="8" rx="4" opacity="0.35" />
          </svg>
          <StoreLink store="apple" lead="Download for" name="Apple" />
          <StoreLink store="google" lead="Download for" name="Android" />
        </aside>
      </div>
      <AppDownloadModal open={modalOpen} onClose={() => setModalOpen(false)} title="Connect with Real People">
        <p>Finding, meeting and connecting with people needs the {BRAND.product} mobile app. Download it to say hello.</p>
      </AppDownloadModal>
    </>
  );
}
