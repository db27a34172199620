/**
 * Arts and culture, hobbies, pets and animals, religion, home and daily life, family and
 * relationships. Line format: see `../known-accounts.ts`.
 */
export const LIFE = `
# Museums and galleries
MoMA|arts-culture|tw=museummodernart ig=themuseumofmodernart
The Met|arts-culture|metmuseum
Louvre|arts-culture|museelouvre
Tate|arts-culture|tate
British Museum|arts-culture|britishmuseum
Guggenheim|arts-culture|guggenheim
Getty Museum|arts-culture|gettymuseum
LACMA|arts-culture|lacma
Whitney Museum|arts-culture|whitneymuseum
Art Institute of Chicago|arts-culture|artinstitutechi
National Gallery|arts-culture|nationalgallery
Rijksmuseum|arts-culture|rijksmuseum
Van Gogh Museum|arts-culture|vangoghmuseum
V&A|arts-culture|tw=v_and_a ig=vamuseum
Museo del Prado|arts-culture|museodelprado
SFMOMA|arts-culture|sfmoma
The Broad|arts-culture|thebroad
Google Arts & Culture|arts-culture|tw=googlearts

# Art world and artists
Art Basel|arts-culture|artbasel
Sotheby's|arts-culture|sothebys
Christie's|arts-culture|christiesinc
Artsy|arts-culture|artsy
Artforum|arts-culture|tw=artforum
Hyperallergic|arts-culture|tw=hyperallergic
Juxtapoz|arts-culture|tw=juxtapozmag
Colossal|arts-culture|tw=colossal
Dezeen|arts-culture|dezeen
Architectural Digest|arts-culture,daily-life|archdigest
Behance|arts-culture|tw=behance
Dribbble|arts-culture|tw=dribbble
Procreate|arts-culture,hobbies|procreate
Magnum Photos|arts-culture|magnumphotos
Humans of New York|arts-culture|humansofny
Banksy|arts-culture|ig=banksy
Ai Weiwei|arts-culture|ig,tw=aiww
KAWS|arts-culture|ig=kaws
Takashi Murakami|arts-culture|ig=takashipom

# Theatre, dance and classical music
Playbill|arts-culture|playbill
Hamilton|arts-culture|hamiltonmusical
Wicked the Musical|arts-culture|wicked_musical
The Tony Awards|arts-culture|thetonyawards
Lincoln Center|arts-culture|tw=lincolncenter
Carnegie Hall|arts-culture,music|carnegiehall
Kennedy Center|arts-culture|tw=kencen
The Metropolitan Opera|arts-culture,music|metopera
Royal Opera House|arts-culture|tw=royaloperahouse
New York City Ballet|arts-culture|nycballet
National Theatre|arts-culture|tw=nationaltheatre
Shakespeare's Globe|arts-culture|tw=the_globe
Cirque du Soleil|arts-culture|tw=cirque ig=cirquedusoleil

# Books and reading
Goodreads|arts-culture|goodreads
Penguin Books|arts-culture|penguinbooks
Penguin Random House|arts-culture|tw=penguinrandom
HarperCollins|arts-culture|tw=harpercollins
Barnes & Noble|arts-culture|tw=bnbuzz ig=barnesandnoble
Book of the Month|arts-culture|ig=bookofthemonth
Reese's Book Club|arts-culture|ig=reesesbookclub
Audible|arts-culture|tw=audible_com
New York Public Library|arts-culture,education|nypl
Poetry Foundation|arts-culture|tw=poetryfound
The Paris Review|arts-culture|tw=parisreview
Stephen King|arts-culture|tw=stephenking
J.K. Rowling|arts-culture|tw=jk_rowling
Colleen Hoover|arts-culture|ig=colleenhoover
Rupi Kaur|arts-culture|ig=rupikaur_

# Hobbies: toys, games, crafts and collecting
LEGO|hobbies|tw=lego_group ig=lego
Hasbro|hobbies|tw=hasbro
Funko|hobbies|originalfunko
Dungeons & Dragons|hobbies,gaming|tw=wizards_dnd ig=dndwizards
Magic: The Gathering|hobbies,gaming|wizards_magic
Warhammer|hobbies|tw=warhammer ig=warhammerofficial
Pokémon TCG|hobbies,gaming|tw=pokemontcg
BoardGameGeek|hobbies|tw=boardgamegeek
Topps|hobbies,sports|topps
Panini America|hobbies,sports|tw=paniniamerica
Chess.com|hobbies|tw=chesscom
Magnus Carlsen|hobbies|tw=magnuscarlsen
GothamChess|hobbies|tw=gothamchess
Hikaru Nakamura|hobbies|tw=gmhikaru
NYT Games|hobbies|tw=nytgames
Shonen Jump|hobbies|shonenjump
Record Store Day|hobbies,music|tw=rsdus
Etsy|hobbies|etsy li=etsy
Michaels|hobbies|michaelsstores
Hobby Lobby|hobbies|hobbylobby
Cricut|hobbies|tw=officialcricut ig=cricut
Lion Brand Yarn|hobbies|tw=lionbrandyarn
Make:|hobbies,science-tech|tw=make
ARRL (amateur radio)|hobbies|tw=arrl
Sky & Telescope|hobbies,science-tech|tw=skyandtelescope

# Hobbies: photography, home and garden
Canon USA|hobbies|canonusa
Nikon USA|hobbies|nikonusa
Sony Alpha|hobbies|ig=sonyalpha
Leica Camera|hobbies|leica_camera
Polaroid|hobbies|polaroid
This Old House|hobbies|thisoldhouse
Joanna Gaines|hobbies,daily-life|joannagaines
Magnolia|hobbies,daily-life|ig=magnolia
Epic Gardening|hobbies|ig=epicgardening
Monty Don|hobbies|tw=themontydon
Royal Horticultural Society|hobbies|tw=the_rhs

# Home and daily life
Target|daily-life|target
Walmart|daily-life|walmart li=walmart
Costco|daily-life|costco
Amazon|daily-life|amazon li=amazon
IKEA|daily-life|ig=ikea tw=ikeausa
The Home Depot|daily-life,hobbies|homedepot
Lowe's|daily-life,hobbies|tw=lowes
Wayfair|daily-life|wayfair
Better Homes & Gardens|daily-life|bhg
Real Simple|daily-life|realsimple
Good Housekeeping|daily-life|goodhousekeeping
Apartment Therapy|daily-life|apartmenttherapy
Marie Kondo|daily-life|mariekondo
Mrs Hinch|daily-life|ig=mrshinchhome
The Weather Channel|daily-life|weatherchannel

# Family and parenting
Parents|family|parentsmagazine
Scary Mommy|family|scarymommy
What to Expect|family|whattoexpect
BabyCenter|family|babycenter
The Bump|family|thebump
Motherly|family|ig=motherly
Fatherly|family|fatherly
Pampers|family|pampers
Huggies|family|huggies
Gerber|family|gerber
Carter's|family|carters
Fisher-Price|family|fisherprice
Mattel|family,hobbies|mattel
Barbie|family,hobbies|barbie
Sesame Street|family,film-tv|sesamestreet
PBS KIDS|family,film-tv|pbskids
Bluey|family,film-tv|blueyofficial
Disney Junior|family,film-tv|disneyjunior

# Dating, weddings and relationships
Tinder|relationships|tinder
Bumble|relationships|bumble
Hinge|relationships|hinge
Match|relationships|tw=match
OkCupid|relationships|okcupid
eharmony|relationships|eharmony
Grindr|relationships|grindr
The Knot|relationships|theknot
Brides|relationships|brides
Zola|relationships|zola
David's Bridal|relationships|davidsbridal
Martha Stewart Weddings|relationships|tw=msweddings
Esther Perel|relationships|tw=estherperel ig=estherperelofficial
Matthew Hussey|relationships|ig=thematthewhussey
The Gottman Institute|relationships|tw=gottmaninst

# Pets and animals
The Dodo|pets|tw=dodo ig,tt,fb=thedodo
WeRateDogs|pets|tw=dog_rates ig=weratedogs
Dogs of Instagram|pets|ig=dogsofinstagram
Cats of Instagram|pets|ig=catsofinstagram
BarkBox|pets|barkbox
Chewy|pets|chewy
Petco|pets|petco
PetSmart|pets|petsmart
Purina|pets|purina
Pedigree|pets|pedigree
The Farmer's Dog|pets|ig=thefarmersdog
Rover|pets|tw=roverdotcom
Petfinder|pets|petfinder
ASPCA|pets|aspca
Humane Society|pets|humanesociety
Best Friends Animal Society|pets|tw=bestfriends
North Shore Animal League America|pets|tw=animalleague
PETA|news-politics|tw=peta ig=officialpeta
American Kennel Club|pets|tw=akcdoglovers ig=americankennelclub
Westminster Kennel Club|pets|tw=wkcdogs
US Equestrian|pets,sports|tw=usequestrian
Jackson Galaxy|pets|tw=jacksongalaxy
Cesar Millan|pets|tw=cesarmillan
Doug the Pug|pets|ig=itsdougthepug
Jiffpom|pets|ig=jiffpom
Tucker Budzyn|pets|ig=tuckerbudzyn
Nala Cat|pets|ig=nala_cat
Crusoe the Dachshund|pets|ig=crusoe_dachshund
Juniper the Fox|pets|ig=juniperfoxx
Animal Planet|pets,film-tv|animalplanet
Nat Geo Wild|pets,film-tv|natgeowild
BBC Earth|pets,film-tv|bbcearth
WWF|pets,outdoors|wwf
Jane Goodall Institute|pets|tw=janegoodallinst
San Diego Zoo|pets|sandiegozoo
Smithsonian's National Zoo|pets|tw=nationalzoo
Monterey Bay Aquarium|pets|tw=montereyaq ig=montereybayaquarium
Australia Zoo|pets|australiazoo
Robert Irwin|pets|ig=robertirwinphotography
Bindi Irwin|pets|ig=bindisueirwin

# Religion and spirituality
The Pope|religion|tw=pontifex
Vatican News|religion|vaticannews
EWTN|religion|ewtn
Catholic News Agency|religion|tw=cnalive
Bishop Robert Barron|religion|tw=bishopbarron
Christianity Today|religion|tw=ctmagazine
RELEVANT|religion|tw=relevant
YouVersion Bible App|religion|youversion
BibleProject|religion|tw=joinbibleproject ig=bibleproject
She Reads Truth|religion|shereadstruth
The Church of Jesus Christ of Latter-day Saints|religion|tw=church ig=churchofjesuschrist
Life.Church|religion|lifechurch
Elevation Church|religion|tw=elevation_ch
Hillsong Church|religion|hillsong
Joel Osteen|religion|joelosteen
Steven Furtick|religion|stevenfurtick
T.D. Jakes|religion|bishopjakes
Rick Warren|religion|tw=rickwarren
Max Lucado|religion|tw=maxlucado
John Piper|religion|tw=johnpiper
Louie Giglio|religion|tw=louiegiglio
Christine Caine|religion|tw=christinecaine
Franklin Graham|religion|tw=franklin_graham
Hillsong Worship|religion,music|hillsongworship
Elevation Worship|religion,music|ig=elevationworship
Bethel Music|religion,music|bethelmusic
Maverick City Music|religion,music|ig=maverickcitymusic
Lauren Daigle|religion,music|ig,tw=laurendaigle
Chris Tomlin|religion,music|ig,tw=christomlin
for KING & COUNTRY|religion,music|tw=4kingandcountry ig=forkingandcountry
TobyMac|religion,music|ig,tw=tobymac
Lecrae|religion,music|ig,tw=lecrae
Mufti Menk|religion|muftimenk
Omar Suleiman|religion|tw=omarsuleiman504
Nouman Ali Khan|religion|tw=nakcollection
Yaqeen Institute|religion|tw=yaqeeninstitute
Chabad|religion|chabad
Dalai Lama|religion|dalailama
Thich Nhat Hanh|religion|tw=thichnhathanh
Sadhguru|religion|tw=sadhgurujv ig=sadhguru
Sri Sri Ravi Shankar|religion|tw=srisri
Art of Living|religion|tw=artofliving
Deepak Chopra|religion|deepakchopra
Eckhart Tolle|religion|tw=eckharttolle
`;
