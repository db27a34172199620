/** Travel (airlines, hotels, booking, destinations) and the outdoors. Line format: see `../known-accounts.ts`. */
export const PLACES = `
# Airlines and rail
Delta Air Lines|travel|delta
United Airlines|travel|united
American Airlines|travel|americanair
Southwest Airlines|travel|southwestair
JetBlue|travel|jetblue
Alaska Airlines|travel|alaskaair
Spirit Airlines|travel|spiritairlines
Frontier Airlines|travel|flyfrontier
Hawaiian Airlines|travel|hawaiianair
Air Canada|travel|aircanada
WestJet|travel|westjet
Emirates|travel|emirates
Qatar Airways|travel|qatarairways
Etihad Airways|travel|etihad
Turkish Airlines|travel|turkishairlines
British Airways|travel|british_airways
Virgin Atlantic|travel|virginatlantic
Lufthansa|travel|lufthansa
Air France|travel|airfrance
KLM|travel|klm
Ryanair|travel|ryanair
easyJet|travel|easyjet
Singapore Airlines|travel|singaporeair
Cathay Pacific|travel|cathaypacific
Qantas|travel|qantas
Amtrak|travel|amtrak

# Hotels, booking and cruises
Marriott|travel|marriott
Hilton|travel|tw=hiltonhotels ig=hilton
Hyatt|travel|hyatt
Four Seasons|travel|fourseasons
The Ritz-Carlton|travel|ritzcarlton
Aman|travel|ig=aman
Airbnb|travel|airbnb li=airbnb
Vrbo|travel|vrbo
Booking.com|travel|bookingcom li=booking.com
Expedia|travel|expedia
Tripadvisor|travel|tripadvisor
KAYAK|travel|kayak
Skyscanner|travel|skyscanner
Hotels.com|travel|tw=hotels_com
Priceline|travel|priceline
Hostelworld|travel,youth-student|hostelworld
Contiki|travel,youth-student|contiki
G Adventures|travel|gadventures
Intrepid Travel|travel|intrepidtravel
Royal Caribbean|travel|royalcaribbean
Carnival Cruise Line|travel|tw=carnivalcruise
Norwegian Cruise Line|travel|tw=cruisenorwegian
Away|travel|ig=away

# Theme parks and destinations
Disney Parks|travel,family|disneyparks
Walt Disney World|travel,family|waltdisneyworld
Disneyland|travel,family|disneyland
Universal Orlando|travel|tw=universalorl ig=universalorlando
Six Flags|travel|sixflags
Visit California|travel|tw=visitca ig=visitcalifornia
VisitBritain|travel|visitbritain
VisitScotland|travel|visitscotland
Tourism Australia|travel|ig,tw=australia
Visit Iceland|travel|ig=inspiredbyiceland

# Travel media and creators
Lonely Planet|travel|lonelyplanet
Condé Nast Traveler|travel|cntraveler
Travel + Leisure|travel|tw=travelleisure ig=travelandleisure
AFAR|travel|tw=afarmedia
Travel Channel|travel,film-tv|travelchannel
Beautiful Destinations|travel|ig=beautifuldestinations
Atlas Obscura|travel,arts-culture|atlasobscura
Rick Steves|travel|ricksteves
Nomadic Matt|travel|ig,tw=nomadicmatt
Drew Binsky|travel|ig=drewbinsky

# Outdoor brands and retailers
Patagonia|outdoors|patagonia
The North Face|outdoors|thenorthface
REI|outdoors|rei
Columbia Sportswear|outdoors|columbia1938
Arc'teryx|outdoors|arcteryx
Salomon|outdoors|ig=salomon
Merrell|outdoors|merrell
YETI|outdoors|tw=yeticoolers ig=yeti
Osprey Packs|outdoors|ospreypacks
Cotopaxi|outdoors|cotopaxi
Hydro Flask|outdoors|hydroflask
L.L.Bean|outdoors|llbean
Bass Pro Shops|outdoors|bassproshops
Cabela's|outdoors|cabelas
Orvis|outdoors|orvis
Burton Snowboards|outdoors,sports|burtonsnowboards
Ikon Pass|outdoors|ikonpass
Specialized Bicycles|outdoors,sports|specialized
Trek Bikes|outdoors,sports|trekbikes
Hipcamp|outdoors|hipcamp
AllTrails|outdoors|alltrails
Surfline|outdoors|surfline

# National parks and public lands
National Park Service|outdoors|tw=natlparkservice ig=nationalparkservice
Yellowstone National Park|outdoors|yellowstonenps
Yosemite National Park|outdoors|yosemitenps
Grand Canyon National Park|outdoors|grandcanyonnps
Zion National Park|outdoors|zionnps
Glacier National Park|outdoors|glaciernps
Rocky Mountain National Park|outdoors|rockynps
Great Smoky Mountains National Park|outdoors|tw=greatsmokynps
Joshua Tree National Park|outdoors|tw=joshuatreenp
Acadia National Park|outdoors|acadianps
Grand Teton National Park|outdoors|grandtetonnps
Arches National Park|outdoors|archesnps
Denali National Park|outdoors|denalinps
Everglades National Park|outdoors|evergladesnps
U.S. Department of the Interior|outdoors|tw=interior ig=usinterior
U.S. Forest Service|outdoors|forestservice
National Park Foundation|outdoors|tw=goparks
Parks Canada|outdoors|parkscanada

# Outdoor media, people and conservation
Outside Magazine|outdoors|outsidemagazine
Backpacker Magazine|outdoors|backpackermag
Field & Stream|outdoors|fieldandstream
Bear Grylls|outdoors|beargrylls
Jimmy Chin|outdoors|ig=jimmychin
Sierra Club|news-politics|ig,tw=sierraclub
The Nature Conservancy|outdoors|nature_org
Oceana|news-politics|ig,tw=oceana
Audubon Society|outdoors,pets|audubonsociety
Cornell Lab of Ornithology|hobbies,outdoors|cornellbirds
`;
