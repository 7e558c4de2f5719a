import OpenCharts

extension Gallery {
    /// Charts in three dimensions, from Apple's `Chart3D` pages and the WWDC25 session (ids 70–79).
    static let charts3D: [GalleryItem] = [
        GalleryItem("70-surface-height-based", "A surface coloured by height", "SurfacePlot of sin(2x)·cos(2z) over -2…2, heightBased: Apple's SurfacePlot sample.",
                    width: 400, height: 400, interactive: true, file: sourceFolder + "Surface3D.swift") { AnyView(HeightBasedSurfaceChart()) },
        GalleryItem("71-surface-wave", "The WWDC25 surface", "sin(x)·cos(z) in the default pose and colour, lit from the upper left.",
                    width: 400, height: 400, file: sourceFolder + "Surface3D.swift") { AnyView(WaveSurfaceChart()) },
        GalleryItem("72-surface-normal-based", "A ripple in perspective", "sin(r)/r coloured by the surface's direction, smooth, posed by a binding, through a perspective camera.",
                    width: 400, height: 400, file: sourceFolder + "Surface3D.swift") { AnyView(NormalBasedSurfaceChart()) },
        GalleryItem("73-surface-materials", "Metal and matte", "A metallic bowl in an orange gradient under a rough sheet coloured by height.",
                    width: 400, height: 400, file: sourceFolder + "Surface3D.swift") { AnyView(MaterialSurfacesChart()) },
        GalleryItem("74-penguin-points", "Penguins in 3D", "PointMark with x, y and z: flipper length, weight and beak length, coloured by species.",
                    width: 400, height: 420, interactive: true, file: sourceFolder + "Points3D.swift") { AnyView(PenguinPointsChart()) },
        GalleryItem("75-penguin-front", "Penguins from the front", "chart3DPose(.front): the 3D chart seen as the 2D chart of flipper length and weight.",
                    width: 400, height: 420, file: sourceFolder + "Points3D.swift") { AnyView(PenguinFrontChart()) },
        GalleryItem("76-symbol-shapes", "3D symbols", "A sphere, a cube, a cylinder and a cone, each on a RuleMark rising from the floor.",
                    width: 400, height: 420, file: sourceFolder + "Points3D.swift") { AnyView(SymbolShapesChart()) },
    ]
}
